import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { ChevronGlyph } from '../../shared/ui/glyphs.tsx';
import { CHECKLIST_PATH } from '../../shared/profile/profile-paths.ts';
import { useGetCompletenessQuery } from '../../api/completeness.ts';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { CompletenessRing } from './CompletenessRing.tsx';
import styles from './ProfileChecklist.module.css';

/** The checklist in one card for the post-login landing (DESIGN.md §13), leading to the full one. */
export function CompactChecklist() {
  const { t } = useTranslation('profile');
  const { data, isError, refetch } = useGetCompletenessQuery();
  if (isError && !data) return <LoadFailed message={t('checklist.loadFailed')} onRetry={() => void refetch()} />;
  if (!data) return <CompactChecklistSkeleton />;
  const complete = data.total.percentage === 100;
  return (
    <Link to={CHECKLIST_PATH} className={styles.compact}>
      {/* The title says the percentage; the ring only shows it. */}
      <span aria-hidden="true">
        <CompletenessRing percentage={data.total.percentage} label={t('checklist.total')} size="small" />
      </span>
      <span className={styles.compactText}>
        <span className={styles.compactTitle}>{complete ? t('checklist.complete') : t('checklist.headline', { percentage: data.total.percentage })}</span>
        <span className={styles.compactLead}>{complete ? t('compact.leadComplete') : t('compact.lead')}</span>
      </span>
      <ChevronGlyph className={styles.compactChevron} />
    </Link>
  );
}

export function CompactChecklistSkeleton() {
  return <span className={styles.compactSkeleton} aria-hidden="true" />;
}
