import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button.ts';
import { CounterBadge } from '../../../shared/ui/CounterBadge.tsx';
import { BackGlyph, ChevronGlyph, CloseGlyph, SearchGlyph } from '../../../shared/ui/glyphs.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { IconBadge } from '../../../shared/ui/IconBadge.tsx';
import { ICON_NAMES } from '../../../shared/ui/icon-names.ts';
import { TIER_ICONS, TIER_NAMES } from '../../../shared/ui/tier-themes.ts';
import { OnlineMark } from '../../../shared/ui/OnlineMark.tsx';
import { TierTheme } from '../../../shared/ui/TierTheme.tsx';
import type { GalleryTheme } from '../gallery-theme.ts';
import { GallerySection } from '../GallerySection.tsx';
import { SOFIA } from '../sample-people.ts';
import styles from './sections.module.css';

/** Every tier side by side in the chosen mode: background, text, accent and icon colours. */
export function TierThemeSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="tier-theme" component="TierTheme">
      <ul className={styles.tierGrid}>
        {TIER_NAMES.map((tier) => (
          <li key={tier}>
            <TierTheme tier={tier} mode={theme.mode} surface="gradient" className={styles.tierTile}>
              <Icon name={TIER_ICONS[tier]} className={styles.tierIcon} />
              <span className={styles.tierName}>{t(`tiers.${tier}`)}</span>
            </TierTheme>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function ButtonSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="button" component="buttonClass">
      <button type="button" className={buttonClass('primary', { block: true })}>
        {t('buttons.primary')}
      </button>
      <button type="button" className={buttonClass('secondary', { block: true })}>
        {t('buttons.secondary')}
      </button>
      <div className={styles.row}>
        <button type="button" className={buttonClass('primary', { small: true })}>
          <Icon name="camera" size={18} />
          {t('buttons.small')}
        </button>
        <a href="#menu-item" className={buttonClass('secondary', { small: true })}>
          {t('buttons.link')}
        </a>
        <button type="button" className={buttonClass('ghost')}>
          {t('buttons.ghost')}
        </button>
        <button type="button" className={buttonClass('danger', { small: true })}>
          {t('buttons.danger')}
        </button>
        <button type="button" className={buttonClass('primary', { small: true })} disabled>
          {t('buttons.disabled')}
        </button>
      </div>
    </GallerySection>
  );
}

export function IconSection() {
  return (
    <GallerySection id="icon" component="Icon">
      <ul className={styles.iconGrid}>
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <span className={`${styles.glyph} ${styles.tierIcon}`}>
              <Icon name={name} />
            </span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

const GLYPHS = [
  ['CloseGlyph', <CloseGlyph key="close" />],
  ['BackGlyph', <BackGlyph key="back" />],
  ['ChevronGlyph', <ChevronGlyph key="chevron" />],
  ['SearchGlyph', <SearchGlyph key="search" />],
] as const;

export function GlyphsSection() {
  return (
    <GallerySection id="glyphs" component="glyphs">
      <ul className={styles.iconGrid}>
        {GLYPHS.map(([name, glyph]) => (
          <li key={name}>
            <span className={styles.glyph}>{glyph}</span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function IconBadgeSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="icon-badge" component="IconBadge">
      <div className={styles.avatarRow}>
        <span className={styles.avatar}>
          <img src={SOFIA.photo} alt={t('people.photoOf', { name: SOFIA.name })} />
          <span className={styles.avatarBadge}>
            <IconBadge tier={theme.tier} label={t(`tiers.${theme.tier}`)} />
          </span>
        </span>
        <span className={styles.avatar}>
          <img src={SOFIA.photo} alt={t('people.photoOf', { name: SOFIA.name })} />
          <span className={styles.avatarBadge}>
            <IconBadge icon="verified" label={t('iconBadge.verified')} />
          </span>
        </span>
      </div>
      <ul className={styles.badgeGrid}>
        {TIER_NAMES.map((tier) => (
          <li key={tier}>
            <IconBadge tier={tier} />
            <span>{t(`tiers.${tier}`)}</span>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}

export function CounterBadgeSection() {
  const { t } = useTranslation('dev-components');
  const tabs = [
    ['visitors', 0],
    ['chats', 7],
    ['likes', 120],
  ] as const;
  return (
    <GallerySection id="counter-badge" component="CounterBadge">
      <ul className={styles.tabs}>
        {tabs.map(([tab, count]) => (
          <li key={tab}>
            <span>{t(`counterBadge.${tab}`)}</span>
            <CounterBadge count={count} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('counterBadge.note')}</p>
    </GallerySection>
  );
}

/** The green "Online" of member cards and profiles, on a photo's dark fade and on the page. */
export function OnlineMarkSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="online-mark" component="OnlineMark">
      <p className={styles.onPhoto}>
        <OnlineMark label={t('people.online')} />
      </p>
      <p>
        <OnlineMark label={t('people.online')} />
      </p>
    </GallerySection>
  );
}
