import { useTranslation } from 'react-i18next';
import type { AdSlot } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './MatchesGame.module.css';

/**
 * The ads card of the deck (spec 2 §2 "ads damper"): the brand's ad slot, a div with the slot's
 * id, path and sizes. There is no ad network, so the slot holds a house ad: the brand's own
 * offer to play without ads, and a close control that skips the card like a swipe does.
 */
export function AdCard({ slot, brandName, onClose, onOffer }: { slot: AdSlot; brandName: string; onClose: () => void; onOffer: () => void }) {
  const { t } = useTranslation('discovery');
  const [width, height] = slot.sizes[0]!;
  return (
    <div className={styles.adFace}>
      <span className={styles.adLabel}>{t('ads.label')}</span>
      <button type="button" className={styles.adClose} onClick={onClose} aria-label={t('ads.close')}>
        <Icon name="close" size={20} />
      </button>
      <div
        id={slot.divId}
        className={styles.adSlot}
        data-ad-path={slot.path}
        data-ad-sizes={slot.sizes.map(([w, h]) => `${w}x${h}`).join(',')}
        style={{ width, minHeight: height }}
      >
        <span className={styles.adIcon} aria-hidden="true">
          <Icon name="crown" size={28} />
        </span>
        <h2 className={styles.adTitle}>{t('ads.title', { brand: brandName })}</h2>
        <p className={styles.adText}>{t('ads.text')}</p>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={onOffer}>
          {t('ads.offer')}
        </button>
      </div>
    </div>
  );
}
