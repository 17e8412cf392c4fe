import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { InterestChip } from './InterestChip.tsx';
import { useSuggestInterestsQuery } from './interests-api.ts';
import styles from './InterestsStep.module.css';

/** The interests whose title starts with `query` (POST /rest/v2/interests/suggest), as chips. */
export function InterestSearchResults({ query, chosen, onToggle }: { query: string; chosen: readonly number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation('profile');
  const suggest = useSuggestInterestsQuery(query);
  if (suggest.isError) return <LoadFailed message={t('interests.searchFailed')} onRetry={() => void suggest.refetch()} />;
  const results = suggest.currentData;
  return (
    <section className={styles.group} aria-labelledby="interest-results" aria-busy={!results}>
      <h2 id="interest-results" className={styles.groupTitle}>
        {t('interests.results')}
      </h2>
      <div aria-live="polite">
        {!results ? (
          <p className={styles.hint}>{t('interests.searching')}</p>
        ) : results.length === 0 ? (
          <p className={styles.hint}>{t('interests.noResults', { query })}</p>
        ) : (
          <div className={styles.chips}>
            {results.map((interest) => (
              <InterestChip key={interest.id} title={interest.title} checked={chosen.includes(interest.id)} onToggle={() => onToggle(interest.id)} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
