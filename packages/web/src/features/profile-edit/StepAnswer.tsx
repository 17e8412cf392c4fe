import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabularyField } from '@amora/contracts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { Radio } from '../../shared/ui/Radio.tsx';
import { formatValue, optionsOf, rangeOf, type FieldValue } from '../../shared/profile/profile-answers.ts';
import styles from './ProfileEdit.module.css';

/** Where a height or weight slider starts before the member has answered. */
const RANGE_START: Partial<Record<string, number>> = { height: 170, weight: 70 };

/**
 * The answer of one profile step, as the vocabulary describes the field: the kit's radio cards
 * (select_one), its checkbox chips (select_many), or a slider within the range.
 */
export function StepAnswer({ name, field, value, onChange }: { name: string; field: VocabularyField; value: FieldValue; onChange: (value: FieldValue) => void }) {
  const { t, i18n } = useTranslation('profile');
  const sliderId = useId();
  const range = rangeOf(field);
  if (range) {
    const position = typeof value === 'number' ? value : (RANGE_START[name] ?? Math.round((range.min + range.max) / 2));
    return (
      <div className={styles.form}>
        <label htmlFor={sliderId} className="visually-hidden">
          {field.label}
        </label>
        <output htmlFor={sliderId} className={styles.rangeValue} aria-live="polite">
          {formatValue(name, field, value, i18n.language) ?? t('steps.rangeHint')}
        </output>
        <input id={sliderId} type="range" className={styles.slider} min={range.min} max={range.max} value={position} onChange={(event) => onChange(Number(event.target.value))} />
        <div className={styles.rangeBounds} aria-hidden="true">
          <span>{formatValue(name, field, range.min, i18n.language)}</span>
          <span>{formatValue(name, field, range.max, i18n.language)}</span>
        </div>
      </div>
    );
  }

  const many = field.type === 'select_many';
  const chosen = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
  const toggle = (id: number) => {
    if (!many) onChange(id);
    else onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  };
  return (
    <fieldset className={many ? `${styles.choices} ${styles.chips}` : styles.choices}>
      <legend className="visually-hidden">{field.label}</legend>
      {optionsOf(field).map((option) => {
        const Choice = many ? Checkbox : Radio;
        return <Choice key={option.id} look={many ? 'chip' : 'card'} name={name} label={option.label} checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />;
      })}
    </fieldset>
  );
}
