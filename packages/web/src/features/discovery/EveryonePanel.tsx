import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useGetMemberVocabularyQuery } from '../../api/vocabulary.ts';
import { BenefitsPopup } from '../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { CounterBadge } from '../../shared/ui/CounterBadge.tsx';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { UserCardList } from '../../shared/ui/UserCardList.tsx';
import { discoveryApi, useSearchMembersInfiniteQuery } from './api.ts';
import type { OwnCity } from './CityFilter.tsx';
import { FilterDialog } from './FilterDialog.tsx';
import { MemberCard } from './MemberCard.tsx';
import { storedRange } from './NearbyPanel.tsx';
import { activeFilterCount, EMPTY_DRAFT, filterErrorsOf, filterOf, storedDraft, storeDraft, type SearchDefaults, type SearchDraft } from './search-filter.ts';
import styles from './SearchPage.module.css';

const PREMIUM_BENEFITS = ['anyCity', 'whoIsNearby', 'unblurredPhotos'] as const;

/**
 * Everyone (spec 1 §2 "global search with a filter modal"): the members the applied filter asks
 * for, nearest first, 20 a page while the member scrolls. The filter is kept for the next visit.
 */
export function EveryonePanel() {
  const { t, i18n } = useTranslation('discovery');
  const [applied, setApplied] = useState<SearchDraft>(storedDraft);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const [cityRefused, setCityRefused] = useState(false);

  const profile = useGetOwnProfileQuery();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Loaded only once the modal opens: the list itself needs no labels.
  const vocabulary = useGetMemberVocabularyQuery(language, { skip: !filtersOpen });
  // Nearby is premium too (spec 3 §6): a member it refused is not premium, so another city is locked from the start.
  const nearby = discoveryApi.endpoints.getNeighbors.useInfiniteQueryState(storedRange());

  const filter = useMemo(() => filterOf(applied), [applied]);
  const results = useSearchMembersInfiniteQuery(filter);
  const error = results.error as ApiError | undefined;
  const status = error?.status;
  const cityLockedNow = status === 403 && applied.city !== null;
  const invalid = status === 400 ? filterErrorsOf(error && 'fields' in error ? error.fields : {}) : {};
  const cityLocked = cityRefused || cityLockedNow || (nearby.error as ApiError | undefined)?.status === 403;

  const common = profile.data?.common;
  const defaults: SearchDefaults | null = common ? { age: common.search_age, searchGender: common.search_gender } : null;
  const city = profile.data?.geo?.city;
  const ownCity: OwnCity | null = city ? { id: city.id, name: city.name, countryId: city.country.id } : null;
  const count = activeFilterCount(applied);

  const apply = (draft: SearchDraft) => {
    storeDraft(draft);
    setApplied(draft);
    setFiltersOpen(false);
  };
  const searchAroundMe = () => {
    setCityRefused(true);
    apply({ ...applied, city: null });
  };

  const members = results.data?.pages.flatMap((page) => page.hits) ?? [];
  const ended = !results.isFetching && !results.hasNextPage;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={buttonClass('secondary', { small: true, className: styles.filtersButton })}
          aria-haspopup="dialog"
          aria-label={count > 0 ? t('everyone.filtersActive', { count }) : undefined}
          onClick={() => {
            if (cityLockedNow) setCityRefused(true);
            setFiltersOpen(true);
          }}
        >
          <FilterGlyph />
          {t('everyone.filters')}
          <CounterBadge count={count} />
        </button>
        {applied.city && !cityLockedNow && <span className={styles.toolbarNote}>{t('everyone.aroundCity', { city: applied.city.name })}</span>}
      </div>

      {cityLockedNow ? (
        <div className={styles.empty} role="alert">
          <h2>{t('everyone.cityLocked.title')}</h2>
          <p>{t('everyone.cityLocked.text', { city: applied.city?.name ?? '' })}</p>
          <button type="button" className={buttonClass('primary', { small: true })} onClick={() => setBenefitsOpen(true)}>
            {t('everyone.cityLocked.premium')}
          </button>
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={searchAroundMe}>
            {t('everyone.cityLocked.nearMe')}
          </button>
        </div>
      ) : status === 400 ? (
        <div className={styles.empty} role="alert">
          <h2>{t('everyone.invalid.title')}</h2>
          <p>{t('everyone.invalid.text')}</p>
          <button type="button" className={buttonClass('primary', { small: true })} onClick={() => setFiltersOpen(true)}>
            {t('everyone.invalid.edit')}
          </button>
        </div>
      ) : results.isError ? (
        <LoadFailed className={styles.failed} message={t('everyone.failed')} retryLabel={t('retry')} onRetry={() => void results.refetch()} />
      ) : ended && members.length === 0 ? (
        <div className={styles.empty}>
          <h2>{count > 0 ? t('everyone.empty.title') : t('everyone.empty.titleNoFilters')}</h2>
          <p>{count > 0 ? t('everyone.empty.text') : t('everyone.empty.textNoFilters')}</p>
          <button type="button" className={buttonClass('primary', { small: true })} aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
            {t('everyone.empty.change')}
          </button>
          {count > 0 && (
            <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => apply(EMPTY_DRAFT)}>
              {t('everyone.empty.reset')}
            </button>
          )}
        </div>
      ) : (
        <UserCardList
          label={t('everyone.label')}
          items={members}
          getKey={(member) => member.hid}
          renderCard={(member) => <MemberCard member={member} />}
          loading={results.isFetching}
          hasNextPage={results.hasNextPage}
          onLoadMore={() => void results.fetchNextPage()}
        />
      )}

      {filtersOpen && (
        <FilterDialog
          applied={applied}
          defaults={defaults}
          ownCity={ownCity}
          cityLocked={cityLocked}
          vocabulary={vocabulary.data}
          errors={invalid}
          onApply={apply}
          onClose={() => setFiltersOpen(false)}
        />
      )}
      {benefitsOpen && (
        <BenefitsPopup
          title={t('nearby.benefits.title')}
          benefits={PREMIUM_BENEFITS.map((benefit) => (benefit === 'anyCity' ? t('everyone.benefits.anyCity') : t(`nearby.benefits.${benefit}`)))}
          closeLabel={t('nearby.benefits.close')}
          onClose={() => setBenefitsOpen(false)}
        />
      )}
    </div>
  );
}

/** Three sliders: the usual mark of filters. */
function FilterGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
