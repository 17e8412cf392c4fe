import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { geolocationApi } from '../../api/geolocation.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { SearchInput } from '../../shared/ui/SearchInput.tsx';
import styles from './SearchFilters.module.css';

export interface OwnCity {
  id: number;
  name: string;
  countryId: number;
}

/** Spec 3 §5: longest text taken by a city search (the settings' city picker takes as much). */
const CITY_PREFIX_MAX = 100;

/**
 * Where the search is measured from (contracts search.ts `cityId`): the member's own location,
 * or another city of their country found by prefix with the registration's geolocation call.
 * Another city is premium ("geo switch", spec 3 §6): a member the server refused sees the
 * control locked, with what premium would give.
 */
export function CityFilter({ city, ownCity, locked, onChange }: { city: { id: number; name: string } | null; ownCity: OwnCity | null; locked: boolean; onChange: (city: { id: number; name: string } | null) => void }) {
  const { t } = useTranslation('discovery');
  const [searching, setSearching] = useState(false);
  const [prefix, setPrefix] = useState('');
  const cities = geolocationApi.useCitiesQuery({ prefix, countryId: ownCity?.countryId ?? 0 }, { skip: !searching || prefix === '' || !ownCity });

  if (locked || !ownCity) {
    return (
      <div className={styles.locked}>
        <Icon name="lock" size={18} className={styles.lockIcon} />
        <div>
          <p className={styles.cityName}>{t('filters.city.mine')}</p>
          <p className={styles.muted}>{ownCity ? t('filters.city.locked') : t('filters.city.noCity')}</p>
        </div>
      </div>
    );
  }

  const found = prefix === '' ? [] : (cities.data ?? []);
  return (
    <div className={styles.city}>
      <div className={styles.cityRow}>
        <span className={styles.cityName}>{city ? city.name : t('filters.city.mine')}</span>
        {city && (
          <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => onChange(null)}>
            {t('filters.city.useMine')}
          </button>
        )}
        {!searching && (
          <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => setSearching(true)}>
            {t('filters.city.change')}
          </button>
        )}
      </div>
      {searching && (
        <div className={styles.citySearch}>
          <SearchInput onSearch={setPrefix} label={t('filters.city.search')} placeholder={t('filters.city.search')} maxLength={CITY_PREFIX_MAX} autoFocus />
          {prefix !== '' && !cities.isFetching && found.length === 0 && <p className={styles.muted}>{t('filters.city.none')}</p>}
          {found.length > 0 && (
            <ul className={styles.cityList} aria-label={t('filters.city.results')}>
              {found.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className={styles.cityOption}
                    onClick={() => {
                      onChange({ id: option.id, name: option.name });
                      setSearching(false);
                      setPrefix('');
                    }}
                  >
                    {[option.name, option.subdivision?.name].filter(Boolean).join(', ')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
