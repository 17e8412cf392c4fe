import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListUserTeaser } from '@amora/contracts';
import { BenefitsPopup } from '../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './SearchPage.module.css';

const BENEFITS = ['whoIsNearby', 'exactRange', 'unblurredPhotos'] as const;

/**
 * What a member without premium sees of nearby (spec 3 §6): blurred faces and masked names of the
 * members around them, and what premium would show. Until payments exist the button opens the
 * benefits (DESIGN.md §13), no price.
 */
export function NearbyTeasers({ teasers }: { teasers: readonly ListUserTeaser[] }) {
  const { t } = useTranslation('discovery');
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  return (
    <section className={styles.teasers} aria-labelledby="nearby-teasers-title">
      <h2 id="nearby-teasers-title" className={styles.teasersTitle}>
        {teasers.length > 0 ? t('nearby.teasers.title', { count: teasers.length }) : t('nearby.teasers.titleNone')}
      </h2>
      <p className={styles.lead}>{t('nearby.teasers.text')}</p>
      <ul className={styles.teaserGrid} aria-label={t('nearby.teasers.label')}>
        {teasers.map((teaser, index) => (
          // Teasers carry no id (they must not say who anyone is): their place is their key.
          <li key={index} className={styles.teaser}>
            {teaser.photoUrl ? <img src={teaser.photoUrl} alt="" loading="lazy" /> : <span className={styles.teaserBlank} aria-hidden="true" />}
            <span className={styles.teaserName}>{t('card.nameAge', { name: teaser.name, age: teaser.age })}</span>
          </li>
        ))}
      </ul>
      <button type="button" className={buttonClass('primary', { block: true })} onClick={() => setBenefitsOpen(true)}>
        {t('nearby.teasers.unlock')}
      </button>
      {benefitsOpen && (
        <BenefitsPopup
          title={t('nearby.benefits.title')}
          benefits={BENEFITS.map((benefit) => t(`nearby.benefits.${benefit}`))}
          closeLabel={t('nearby.benefits.close')}
          onClose={() => setBenefitsOpen(false)}
        />
      )}
    </section>
  );
}
