import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepBodyProps } from '../step-props.ts';
import { HEIGHT_RANGE, MAX_AGE, MIN_AGE, WEIGHT_RANGE } from '../validation.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

function Slider(props: { id: string; label: string; value: number; min: number; max: number; unit: string; onChange: (value: number) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id} className={styles.sliderLabel}>
        <span>{props.label}</span>
        <output htmlFor={props.id} className={styles.sliderValue}>
          {props.value} {props.unit}
        </output>
      </label>
      <input
        id={props.id}
        type="range"
        className={styles.slider}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      />
    </div>
  );
}

/** Height 120–220 cm and weight 40–180 kg (spec 1 §5); sensible defaults are set on entry. */
export function HeightStep({ data, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const defaults = data.gender === 'male' ? { height: 178, weight: 78 } : { height: 165, weight: 60 };
  useEffect(() => {
    if (data.height === undefined || data.weight === undefined) onChange({ height: data.height ?? defaults.height, weight: data.weight ?? defaults.weight });
    // Defaults once, on entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Slider id="reg-height" label={t('height.height')} unit={t('height.cm')} {...HEIGHT_RANGE} value={data.height ?? defaults.height} onChange={(height) => onChange({ height })} />
      <Slider id="reg-weight" label={t('height.weight')} unit={t('height.kg')} {...WEIGHT_RANGE} value={data.weight ?? defaults.weight} onChange={(weight) => onChange({ weight })} />
    </>
  );
}

/** The age range looked for, 18–89, from never above to. */
export function SearchAgeStep({ data, errors, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const from = data.search_age_from ?? 25;
  const to = data.search_age_to ?? 40;
  useEffect(() => {
    if (data.search_age_from === undefined || data.search_age_to === undefined) onChange({ search_age_from: from, search_age_to: to });
    // Defaults once, on entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <p className={styles.bigValue} aria-live="polite">
        {t('searchAge.range', { from, to })}
      </p>
      <Slider id="reg-age-from" label={t('searchAge.from')} unit="" min={MIN_AGE} max={MAX_AGE} value={from} onChange={(value) => onChange({ search_age_from: value, search_age_to: Math.max(value, to) })} />
      <Slider id="reg-age-to" label={t('searchAge.to')} unit="" min={MIN_AGE} max={MAX_AGE} value={to} onChange={(value) => onChange({ search_age_to: value, search_age_from: Math.min(value, from) })} />
      <FieldError id="age-error" error={errors.search_age_from} />
    </>
  );
}
