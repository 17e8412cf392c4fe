import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchOnlineStatus, type SearchOnlineStatusValue, type VocabularyField } from '@amora/contracts';
import { optionsOf } from '../../shared/profile/profile-answers.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Disclosure } from '../../shared/ui/Disclosure.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { CityFilter, type OwnCity } from './CityFilter.tsx';
import { DualRange } from './DualRange.tsx';
import { CheckboxChips, FilterSection, RadioChips } from './FilterChoices.tsx';
import {
  AGE_BOUNDS,
  EMPTY_DRAFT,
  HEIGHT_BOUNDS,
  MAX_MEMBER_INTERESTS,
  normalizeDraft,
  validateDraft,
  type FilterErrors,
  type FilterField,
  type ListFilter,
  type SearchDefaults,
  type SearchDraft,
  type SearchGender,
} from './search-filter.ts';
import styles from './SearchFilters.module.css';

/** The list filters with the vocabulary field that names their values, in the order shown. */
const LIST_SECTIONS: readonly { filter: Exclude<ListFilter, 'interests'>; field: string }[] = [
  { filter: 'goal', field: 'goal' },
  { filter: 'family', field: 'marital_status' },
  { filter: 'userMood', field: 'user_mood' },
  { filter: 'alcohol', field: 'alcohol' },
  { filter: 'smoking', field: 'smoking' },
];

const ONLINE_STATUSES: readonly { value: SearchOnlineStatusValue; key: string }[] = [
  { value: SearchOnlineStatus.all, key: 'all' },
  { value: SearchOnlineStatus.online, key: 'online' },
  { value: SearchOnlineStatus.new, key: 'new' },
];

export interface FilterDialogProps {
  /** The filter applied now; the dialog edits a copy of it. */
  applied: SearchDraft;
  /** The member's search settings, what age and gender show when the filter leaves them out. */
  defaults: SearchDefaults | null;
  ownCity: OwnCity | null;
  cityLocked: boolean;
  /** The member vocabulary (value labels); the list filters wait for it. */
  vocabulary: Record<string, VocabularyField> | undefined;
  /** Field errors the server answered for the applied filter. */
  errors: FilterErrors;
  onApply: (draft: SearchDraft) => void;
  onClose: () => void;
}

/**
 * The filter modal (spec 1 §2, §3 "Search filter"): every filter of the contracts. Edits stay a
 * draft until "Show results" (spec 1 §4: dirty after a change, clean after submit); closing
 * discards them; "Reset" sets the draft back to the defaults. The contracts' own rules run
 * before the search, so a bad value is named at its field in the member's language.
 */
export function FilterDialog({ applied, defaults, ownCity, cityLocked, vocabulary, errors: answered, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation('discovery');
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<FilterErrors>(answered);
  const errorId = (section: FilterField) => `${id}-${section}-error`;

  const change = <K extends keyof SearchDraft>(key: K, value: SearchDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const section = key === 'city' ? 'cityId' : key;
    setErrors((current) => {
      if (!(section in current)) return current;
      const next = { ...current };
      delete next[section as FilterField];
      return next;
    });
  };

  /** Back to the defaults, still a draft: "Show results" applies it. */
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeDraft(draft, defaults);
    const found = validateDraft(normalized);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(normalized);
  };

  const errorOf = (section: FilterField): string | undefined => {
    const key = errors[section];
    if (!key) return undefined;
    if (section === 'age') return t('filters.errors.range', { ...AGE_BOUNDS });
    if (section === 'height') return t('filters.errors.range', { ...HEIGHT_BOUNDS });
    if (section === 'interests' && key === 'validation.tooLong') return t('filters.errors.tooManyInterests', { max: MAX_MEMBER_INTERESTS });
    return t('filters.errors.invalid');
  };
  const sectionProps = (section: FilterField) => ({ error: errorOf(section), errorId: errorId(section) });

  const age = draft.age ?? defaults?.age ?? AGE_BOUNDS;
  const height = draft.height ?? HEIGHT_BOUNDS;
  const gender = draft.searchGender ?? defaults?.searchGender ?? null;
  const hasErrors = Object.keys(errors).length > 0;
  const interests = vocabulary?.interests;

  return (
    <Popup title={t('filters.title')} align="bottom" onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <FilterSection legend={t('filters.onlineStatus.label')} {...sectionProps('onlineStatus')}>
          <RadioChips
            name="online"
            options={ONLINE_STATUSES.map((status) => ({ value: status.value, label: t(`filters.onlineStatus.${status.key}`) }))}
            value={draft.onlineStatus}
            onChange={(value) => change('onlineStatus', value)}
          />
        </FilterSection>

        <FilterSection legend={t('filters.searchGender.label')} {...sectionProps('searchGender')}>
          <RadioChips<SearchGender | ''>
            name="gender"
            options={[
              { value: 'f', label: t('filters.searchGender.f') },
              { value: 'm', label: t('filters.searchGender.m') },
            ]}
            value={gender ?? ''}
            onChange={(value) => change('searchGender', value || null)}
          />
        </FilterSection>

        <DualRange
          label={t('filters.age.label')}
          fromLabel={t('filters.age.from')}
          toLabel={t('filters.age.to')}
          valueText={(range) => t('filters.age.value', { ...range })}
          bounds={AGE_BOUNDS}
          value={age}
          error={errorOf('age')}
          onChange={(range) => change('age', range)}
        />

        <DualRange
          label={t('filters.height.label')}
          fromLabel={t('filters.height.from')}
          toLabel={t('filters.height.to')}
          valueText={(range) => (range.from === HEIGHT_BOUNDS.from && range.to === HEIGHT_BOUNDS.to ? t('filters.height.any') : t('filters.height.value', { ...range }))}
          bounds={HEIGHT_BOUNDS}
          value={height}
          error={errorOf('height')}
          onChange={(range) => change('height', range)}
        />

        <div className={styles.section}>
          <Toggle
            label={t('filters.verifiedOnly.label')}
            description={t('filters.verifiedOnly.description')}
            checked={draft.verifiedOnly}
            onChange={(event) => change('verifiedOnly', event.currentTarget.checked)}
          />
        </div>

        <FilterSection legend={t('filters.city.label')} {...sectionProps('cityId')}>
          <CityFilter city={draft.city} ownCity={ownCity} locked={cityLocked} onChange={(city) => change('city', city)} />
        </FilterSection>

        {vocabulary ? (
          <>
            {LIST_SECTIONS.map(({ filter, field }) => {
              const words = vocabulary[field];
              if (!words) return null;
              return (
                <FilterSection key={filter} legend={t(`filters.${filter}`)} {...sectionProps(filter)}>
                  <CheckboxChips options={optionsOf(words).map((option) => ({ value: option.id, label: option.label }))} value={draft[filter]} onChange={(value) => change(filter, value)} />
                </FilterSection>
              );
            })}
            {interests && (
              <FilterSection
                legend={t('filters.interests.label')}
                hint={draft.interests.length > 0 ? t('filters.interests.chosen', { count: draft.interests.length, max: MAX_MEMBER_INTERESTS }) : t('filters.interests.hint', { max: MAX_MEMBER_INTERESTS })}
                {...sectionProps('interests')}
              >
                <div className={styles.interestGroups}>
                  {(interests.group_by ?? []).map((group) => {
                    const labels = interests.values as Record<string, string>;
                    const chosen = group.values.filter((value) => draft.interests.includes(Number(value))).length;
                    return (
                      <Disclosure key={group.id} summary={chosen > 0 ? t('filters.interests.group', { name: group.label, count: chosen }) : group.label}>
                        <CheckboxChips
                          options={group.values.filter((value) => labels[value] !== undefined).map((value) => ({ value: Number(value), label: labels[value]! }))}
                          value={draft.interests}
                          onChange={(value) => change('interests', value)}
                        />
                      </Disclosure>
                    );
                  })}
                </div>
              </FilterSection>
            )}
          </>
        ) : (
          <p className={styles.muted} role="status">
            {t('filters.loadingMore')}
          </p>
        )}

        <div className={styles.footer}>
          {hasErrors && (
            <p className={styles.error} role="alert">
              {t('filters.errors.summary')}
            </p>
          )}
          <div className={styles.footerButtons}>
            <button type="button" className={buttonClass('ghost')} onClick={reset}>
              {t('filters.reset')}
            </button>
            <button type="submit" className={buttonClass('primary', { className: styles.apply })}>
              {t('filters.apply')}
            </button>
          </div>
        </div>
      </form>
    </Popup>
  );
}
