import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NEARBY_RADII_KILOMETERS, type NearbyRadius } from '@amora/contracts';
import styles from './SearchPage.module.css';

/**
 * The nearby range (spec 1 §2, §9): a slider over the five ranges, 3 to 50 km, each step one
 * range, its value read out as a distance.
 */
export function RangeSlider({ value, onChange }: { value: NearbyRadius; onChange: (radius: NearbyRadius) => void }) {
  const { t } = useTranslation('discovery');
  const id = useId();
  const index = NEARBY_RADII_KILOMETERS.indexOf(value);
  const label = t('nearby.range.value', { km: value });
  const last = NEARBY_RADII_KILOMETERS.length - 1;
  // Where along the track a stop sits, 0 to 1: the fill ends there and each label is centred under its stop.
  const at = (stop: number) => ({ '--range-at': stop / last }) as CSSProperties;
  return (
    <div className={styles.range}>
      <div className={styles.rangeHead}>
        <label htmlFor={id}>{t('nearby.range.label')}</label>
        <output htmlFor={id} className={styles.rangeValue}>
          {label}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={last}
        step={1}
        value={index}
        style={at(index)}
        aria-valuetext={label}
        onChange={(event) => onChange(NEARBY_RADII_KILOMETERS[Number(event.target.value)] ?? value)}
      />
      <ol className={styles.rangeTicks} aria-hidden="true">
        {NEARBY_RADII_KILOMETERS.map((radius, stop) => (
          <li key={radius} style={at(stop)}>
            {radius}
          </li>
        ))}
      </ol>
    </div>
  );
}
