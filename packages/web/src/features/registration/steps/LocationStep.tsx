import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { geolocationApi } from '../../../api/geolocation.ts';
import type { StepBodyProps } from '../step-props.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

/** The city: the geolocated one by default, or another picked by prefix within the country. */
export function LocationStep({ data, errors, geolocation, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const country = geolocation?.country ?? null;
  const geoCity = geolocation?.city ?? null;
  const [cityName, setCityName] = useState(data.city_id === undefined || data.city_id === geoCity?.id ? (geoCity?.name ?? '') : '');
  const [query, setQuery] = useState('');
  const prefix = query.trim();
  const cities = geolocationApi.useCitiesQuery({ prefix, countryId: country?.id ?? 0 }, { skip: prefix.length < 2 || !country });

  useEffect(() => {
    if (data.city_id === undefined && geoCity && country) onChange({ city_id: geoCity.id, country_id: country.id });
    // The geolocated default, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const suggestions = prefix.length >= 2 ? (cities.data ?? []) : [];
  return (
    <div className={styles.field}>
      {cityName && (
        <p className={styles.cityChosen}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.pin}>
            <path d="M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12zm0-9.5a2.5 2.5 0 110-5 2.5 2.5 0 010 5z" fill="currentColor" />
          </svg>
          {[cityName, country?.name].filter(Boolean).join(', ')}
        </p>
      )}
      <label htmlFor="reg-city" className={styles.label}>
        {cityName ? t('location.change') : t('location.label')}
      </label>
      <input
        id="reg-city"
        className={styles.input}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls="reg-city-list"
        aria-autocomplete="list"
        autoComplete="off"
        value={query}
        placeholder={t('location.placeholder')}
        aria-invalid={Boolean(errors.city_id)}
        onChange={(event) => setQuery(event.target.value)}
      />
      {suggestions.length > 0 && (
        <ul id="reg-city-list" role="listbox" className={styles.suggestions} aria-label={t('location.suggestions')}>
          {suggestions.map((city) => (
            <li key={city.id} role="option" aria-selected={data.city_id === city.id}>
              <button
                type="button"
                className={styles.suggestion}
                onClick={() => {
                  onChange({ city_id: city.id, country_id: country!.id });
                  setCityName(city.name);
                  setQuery('');
                }}
              >
                {[city.name, city.subdivision?.name].filter(Boolean).join(', ')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!country && <p className={styles.note}>{t('location.unknown')}</p>}
      <FieldError id="city-error" error={errors.city_id} />
    </div>
  );
}
