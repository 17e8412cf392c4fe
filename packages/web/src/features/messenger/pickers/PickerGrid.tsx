import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Pickers.module.css';

export interface PickerGridProps<T> {
  items: readonly T[];
  /** Fixed, so the arrow keys move by a visual row. */
  columns: number;
  /** The list's accessible name. */
  label: string;
  itemKey: (item: T) => string | number;
  /** The button's content: an image whose alt text names it, and any badge. */
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
}

/**
 * A grid of pickable tiles with one tab stop (a roving tabindex, WAI-ARIA's grid pattern in its
 * simplest form): Tab enters at the last focused tile and leaves the grid; the arrow keys move
 * within it by tile and row, Home and End to the first and last; Enter or Space picks.
 */
export function PickerGrid<T>({ items, columns, label, itemKey, renderItem, onPick }: PickerGridProps<T>) {
  const [active, setActive] = useState(0);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(active, items.length - 1);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    tiles.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (step !== undefined) moveTo(current + step);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <ul className={styles.grid} style={{ '--columns': columns } as CSSProperties} aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>
          <button
            ref={(tile) => {
              tiles.current[index] = tile;
            }}
            type="button"
            className={styles.tile}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={() => onPick(item)}
          >
            {renderItem(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
