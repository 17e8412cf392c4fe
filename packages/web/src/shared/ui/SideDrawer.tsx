import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph } from './glyphs.tsx';
import { useOverlayPresence } from './overlay-motion.ts';
import { SearchInput, type SearchInputProps } from './SearchInput.tsx';
import styles from './SideDrawer.module.css';

export type DrawerItem = { id: string | number; name: string };

/**
 * The side drawer of spec 3 §2 (city selection): slides in from the right over 400 ms with a
 * search field and a list of named items; picking one reports it and closes the drawer. Escape,
 * the close button and the backdrop close it too; focus goes to the search field and returns.
 */
export function SideDrawer<Item extends DrawerItem>({
  open,
  title,
  search,
  items,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  search: SearchInputProps;
  items: readonly Item[];
  onPick: (item: Item) => void;
  onClose: () => void;
}) {
  const { mounted, leaving } = useOverlayPresence(open);
  if (!mounted) return null;
  return <DrawerPanel title={title} search={search} items={items} leaving={leaving} onPick={onPick} onClose={onClose} />;
}

function DrawerPanel<Item extends DrawerItem>({
  title,
  search,
  items,
  leaving,
  onPick,
  onClose,
}: {
  title: string;
  search: SearchInputProps;
  items: readonly Item[];
  leaving: boolean;
  onPick: (item: Item) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector('input')?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (leaving) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [leaving, onClose]);

  const pick = (item: Item) => {
    onPick(item);
    onClose();
  };

  return (
    <div className={styles.backdrop} data-leaving={leaving || undefined} onClick={leaving ? undefined : onClose}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            <CloseGlyph />
          </button>
        </div>
        <SearchInput {...search} />
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.item} onClick={() => pick(item)}>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
