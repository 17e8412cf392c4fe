import { useLayoutEffect, useRef } from 'react';
import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { TIER_NAMES } from '../../shared/ui/tier-themes.ts';
import { galleryHref, type GalleryTheme } from './gallery-theme.ts';
import styles from './ThemeBar.module.css';

const MODES = [undefined, 'light', 'dark'] as const;

/** Links that switch the gallery's tier and mode; each keeps the other choice as it is. */
export function ThemeBar({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  const tiers = useRef<HTMLUListElement>(null);

  // The chosen tier is centred in its sideways-scrolling row, not left out of sight.
  useLayoutEffect(() => {
    const list = tiers.current;
    const chosen = list?.querySelector('[aria-current]');
    if (!list || !chosen) return;
    const row = list.getBoundingClientRect();
    const chip = chosen.getBoundingClientRect();
    list.scrollLeft += chip.left - row.left - (row.width - chip.width) / 2;
  }, [theme.tier]);

  return (
    <nav className={styles.bar} aria-label={t('themeBar.label')}>
      <ul className={styles.modes} aria-label={t('themeBar.mode')}>
        {MODES.map((mode) => (
          <li key={mode ?? 'system'}>
            <Link className={styles.mode} to={galleryHref({ ...theme, mode })} aria-current={theme.mode === mode ? 'page' : undefined} replace>
              {t(`themeBar.modes.${mode ?? 'system'}`)}
            </Link>
          </li>
        ))}
      </ul>
      <ul ref={tiers} className={styles.tiers} aria-label={t('themeBar.tier')}>
        {TIER_NAMES.map((tier) => (
          <li key={tier}>
            <Link className={styles.tier} to={galleryHref({ ...theme, tier })} aria-current={theme.tier === tier ? 'page' : undefined} replace>
              {t(`tiers.${tier}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
