import { useId, type CSSProperties } from 'react';
import type { NumberRange } from './search-filter.ts';
import styles from './SearchFilters.module.css';

export interface DualRangeProps {
  /** The control's name ("Age"), its group's label. */
  label: string;
  /** The names of the two thumbs ("Youngest", "Oldest"). */
  fromLabel: string;
  toLabel: string;
  /** The value as read out and shown ("25–40"). */
  valueText: (range: NumberRange) => string;
  bounds: NumberRange;
  value: NumberRange;
  onChange: (range: NumberRange) => void;
  /** The field error shown under it, if any. */
  error?: string;
}

/**
 * A range of two thumbs on one track (age, height): two native range inputs laid over each
 * other, so the keyboard, touch and screen readers work as for any slider. A thumb stops at the
 * other one: the range never runs downwards.
 */
export function DualRange({ label, fromLabel, toLabel, valueText, bounds, value, onChange, error }: DualRangeProps) {
  const id = useId();
  const span = bounds.to - bounds.from || 1;
  const fill = { '--from': `${((value.from - bounds.from) / span) * 100}%`, '--to': `${((value.to - bounds.from) / span) * 100}%` } as CSSProperties;
  const text = valueText(value);
  const errorId = error ? `${id}-error` : undefined;
  // Thumbs on one spot: the one that can still move away from the nearer end lies on top.
  const fromOnTop = value.from === value.to && value.to > bounds.from + span / 2;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={errorId} className={styles.section}>
      <div className={styles.rangeHead}>
        <span id={`${id}-label`}>{label}</span>
        <output className={styles.rangeValue} aria-live="polite">
          {text}
        </output>
      </div>
      <div className={styles.dualTrack} style={fill}>
        <input
          type="range"
          min={bounds.from}
          max={bounds.to}
          step={1}
          value={value.from}
          style={fromOnTop ? { zIndex: 1 } : undefined}
          aria-label={fromLabel}
          aria-valuetext={String(value.from)}
          aria-describedby={errorId}
          onChange={(event) => {
            const from = Math.min(Number(event.target.value), value.to);
            // Preact leaves a refused position in the input when the state does not change: put the thumb back.
            event.target.value = String(from);
            onChange({ from, to: value.to });
          }}
        />
        <input
          type="range"
          min={bounds.from}
          max={bounds.to}
          step={1}
          value={value.to}
          aria-label={toLabel}
          aria-valuetext={String(value.to)}
          aria-describedby={errorId}
          onChange={(event) => {
            const to = Math.max(Number(event.target.value), value.from);
            event.target.value = String(to);
            onChange({ from: value.from, to });
          }}
        />
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
