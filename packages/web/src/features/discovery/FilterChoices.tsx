import { useId, type ReactNode } from 'react';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { Radio } from '../../shared/ui/Radio.tsx';
import styles from './SearchFilters.module.css';

export interface FilterOption<T> {
  value: T;
  label: string;
}

/** A filter section: its legend, the control, and its field error under it. */
export function FilterSection({ legend, hint, error, errorId, children }: { legend: string; hint?: ReactNode; error?: string; errorId?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {legend}
        {hint && <span className={styles.hint}>{hint}</span>}
      </legend>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One of a few (online status, gender), as chips. */
export function RadioChips<T extends string | number>({ name, options, value, onChange }: { name: string; options: readonly FilterOption<T>[]; value: T; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className={styles.chips}>
      {options.map((option) => (
        <Radio key={option.value} look="chip" name={`${id}-${name}`} label={option.label} checked={option.value === value} onChange={() => onChange(option.value)} />
      ))}
    </div>
  );
}

/** Any of many (goal, mood, interests), as chips. */
export function CheckboxChips({ options, value, onChange }: { options: readonly FilterOption<number>[]; value: readonly number[]; onChange: (value: number[]) => void }) {
  const chosen = new Set(value);
  return (
    <div className={styles.chips}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          look="chip"
          label={option.label}
          checked={chosen.has(option.value)}
          onChange={(event) => onChange(event.currentTarget.checked ? [...value, option.value] : value.filter((id) => id !== option.value))}
        />
      ))}
    </div>
  );
}
