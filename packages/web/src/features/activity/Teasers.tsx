import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListUserTeaser } from '@amora/contracts';
import { BenefitsPopup } from '../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import type { TeaserList } from './api.ts';
import styles from './Activity.module.css';

const BENEFITS = ['whoLikesYou', 'visitors', 'clearPhotos'] as const;

/**
 * What a member without premium sees of likes-you and visitors (spec 2 §4, spec 3 §6): how many
 * there are, their blurred faces and masked names, and the way to premium. Until payments exist
 * the button opens what premium shows (DESIGN.md §13), no price.
 */
export function Teasers({ list, teasers }: { list: TeaserList; teasers: readonly ListUserTeaser[] }) {
  const { t } = useTranslation('activity');
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const titleId = `activity-teasers-${list}`;
  return (
    <section className={styles.teasers} aria-labelledby={titleId}>
      <div className={styles.teasersHead}>
        <h2 id={titleId} className={styles.teasersTitle}>
          {teasers.length > 0 ? t(`teasers.${list}.title`, { count: teasers.length }) : t(`teasers.${list}.titleNone`)}
        </h2>
        <p className={styles.muted}>{t(`teasers.${list}.text`)}</p>
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => setBenefitsOpen(true)}>
          {t(`teasers.${list}.unlock`)}
        </button>
      </div>
      {teasers.length > 0 && (
        <ul className={styles.grid} aria-label={t(`teasers.${list}.label`)}>
          {teasers.map((teaser, index) => (
            // Teasers carry no id (they must not say who anyone is): their place is their key.
            <li key={index} className={styles.teaser}>
              {teaser.photoUrl ? <img src={teaser.photoUrl} alt="" loading="lazy" /> : <span className={styles.noPhoto} aria-hidden="true" />}
              <span className={styles.cardText}>
                <span className={styles.cardName}>{t('card.nameAge', { name: teaser.name, age: teaser.age })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {benefitsOpen && (
        <BenefitsPopup title={t('benefits.title')} benefits={BENEFITS.map((benefit) => t(`benefits.${benefit}`))} closeLabel={t('benefits.close')} onClose={() => setBenefitsOpen(false)} />
      )}
    </section>
  );
}
