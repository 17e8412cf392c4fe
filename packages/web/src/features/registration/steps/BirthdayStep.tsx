import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepBodyProps } from '../step-props.ts';
import { MAX_AGE, MIN_AGE } from '../validation.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Day, month and year selects; years offered are those of ages 18–89 (spec 1 §5, §9). */
export function BirthdayStep({ data, errors, onChange }: StepBodyProps) {
  const { t, i18n } = useTranslation('registration');
  const [initialYear, initialMonth, initialDay] = (data.birthday ?? '').split('-');
  const [parts, setParts] = useState({ day: initialDay ?? '', month: initialMonth ?? '', year: initialYear ?? '' });
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: MAX_AGE - MIN_AGE + 2 }, (_, index) => thisYear - MIN_AGE - index);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
  const idPrefix = useId();

  const update = (part: keyof typeof parts, value: string) => {
    const next = { ...parts, [part]: value };
    setParts(next);
    onChange({ birthday: next.day && next.month && next.year ? `${next.year}-${next.month.padStart(2, '0')}-${next.day.padStart(2, '0')}` : '' });
  };
  const select = (part: keyof typeof parts, options: number[], label: (value: number) => string) => (
    <div className={styles.selectField}>
      <label htmlFor={`${idPrefix}-${part}`} className={styles.label}>
        {t(`birthday.${part}`)}
      </label>
      <select
        id={`${idPrefix}-${part}`}
        className={styles.input}
        value={String(Number(parts[part]) || '')}
        aria-invalid={Boolean(errors.birthday)}
        aria-describedby={errors.birthday ? 'birthday-error' : undefined}
        onChange={(event) => update(part, event.target.value)}
      >
        <option value="">{t(`birthday.${part}Placeholder`)}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <div className={styles.birthday}>
        {select('day', DAYS, String)}
        {select('month', MONTHS, (month) => monthName.format(new Date(2000, month - 1, 1)))}
        {select('year', years, String)}
      </div>
      <p className={styles.note}>{t('birthday.note')}</p>
      <FieldError id="birthday-error" error={errors.birthday} />
    </>
  );
}
