import { useTranslation } from 'react-i18next';
import { SLIDER_MAX_DOTS, sliderDotsWindow } from './slider-dots-window.ts';
import styles from './SliderDots.module.css';

/**
 * Where a slider is (spec 3 §5): one dot per slide, at most `max` (9), the active one marked;
 * nothing when there is a single slide. Dots at a window's edge with more slides beyond are
 * smaller.
 */
export function SliderDots({ count, active, max = SLIDER_MAX_DOTS }: { count: number; active: number; max?: number }) {
  const { t } = useTranslation('ui');
  if (count <= 1) return null;
  const [first, end] = sliderDotsWindow(count, active, max);
  const slides = Array.from({ length: end - first }, (_, offset) => first + offset);
  return (
    <div className={styles.dots} role="img" aria-label={t('slider.position', { current: active + 1, count })}>
      {slides.map((slide) => (
        <span
          key={slide}
          className={styles.dot}
          data-active={slide === active || undefined}
          data-edge={(slide === first && first > 0) || (slide === end - 1 && end < count) || undefined}
        />
      ))}
    </div>
  );
}
