import { useTranslation } from 'react-i18next';
import { COMPLETENESS_SECTION_NAMES } from '@amora/contracts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { useGetCompletenessQuery } from '../../api/completeness.ts';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { ChecklistSection } from './ChecklistSection.tsx';
import { CompletenessRing } from './CompletenessRing.tsx';
import styles from './ProfileChecklist.module.css';

/** `/profile/checklist` (spec 1 §2, §3): the total, then each section with what is left and where to do it. */
export function ProfileChecklistPage() {
  const { t } = useTranslation('profile');
  const { data, isError, refetch } = useGetCompletenessQuery();
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('checklist.title')} backTo="/profile" />
      <div className={styles.page}>
        {data ? (
          <>
            <div className={styles.summary}>
              <CompletenessRing percentage={data.total.percentage} label={t('checklist.total')} />
              <div>
                <p className={styles.headline}>{data.total.percentage === 100 ? t('checklist.complete') : t('checklist.headline', { percentage: data.total.percentage })}</p>
                <p className={styles.lead}>{data.total.percentage === 100 ? t('checklist.leadComplete') : t('checklist.lead')}</p>
              </div>
            </div>
            {COMPLETENESS_SECTION_NAMES.map((name) => (
              <ChecklistSection key={name} name={name} section={data.sections[name]} />
            ))}
          </>
        ) : isError ? (
          <LoadFailed message={t('checklist.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <ChecklistSkeleton />
        )}
      </div>
    </div>
  );
}

function ChecklistSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.skeletonList} role="status" aria-label={t('loading')}>
      <span className={styles.skeletonSummary} />
      {COMPLETENESS_SECTION_NAMES.map((name) => (
        <span key={name} className={styles.skeletonSection} />
      ))}
    </div>
  );
}
