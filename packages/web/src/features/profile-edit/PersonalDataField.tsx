import { useId } from 'react';
import type { VocabularyField } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { optionsOf, rangeOf, type FieldValue } from '../../shared/profile/profile-answers.ts';
import styles from './ProfileEdit.module.css';
import formStyles from '../../shared/ui/form.module.css';

interface Props {
  name: string;
  label: string;
  field: VocabularyField;
  value: FieldValue;
  error: string | null;
  onChange: (value: FieldValue) => void;
}

/**
 * One personal field of the form: a number within the range, a list for one choice, chips for
 * several. There is no "none" to pick back: an empty value is never saved (spec 1 §5).
 */
export function PersonalDataField({ name, label, field, value, error, onChange }: Props) {
  const { t } = useTranslation('profile');
  const ids = { input: useId(), error: useId() };
  const range = rangeOf(field);
  if (range) {
    return (
      <TextField
        label={label}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        value={typeof value === 'number' ? String(value) : ''}
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    );
  }

  const errorText = error && (
    <p id={ids.error} className={formStyles.fieldError} role="alert">
      {error}
    </p>
  );

  if (field.type === 'select_one') {
    return (
      <div className={formStyles.field}>
        <label htmlFor={ids.input}>{label}</label>
        <select id={ids.input} name={name} className={styles.select} value={typeof value === 'number' ? String(value) : ''} onChange={(event) => onChange(Number(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        >
          <option value="" disabled>
            {t('personalData.notSet')}
          </option>
          {optionsOf(field).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }

  const chosen = Array.isArray(value) ? value : [];
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
  return (
    <div className={formStyles.field}>
      <fieldset className={`${styles.choices} ${styles.chips}`} aria-describedby={error ? ids.error : undefined}>
        <legend className={styles.legend}>{label}</legend>
        {optionsOf(field).map((option) => (
          <Checkbox key={option.id} look="chip" name={name} label={option.label} checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
        ))}
      </fieldset>
      {errorText}
    </div>
  );
}
