import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button.ts';
import { SideDrawer } from '../../../shared/ui/SideDrawer.tsx';
import { geolocationApi } from '../../../api/geolocation.ts';
import styles from '../Settings.module.css';

export interface PickedCity {
  id: number;
  name: string;
}

/**
 * The member's city: shown with a change button that opens the side drawer, where cities of the
 * member's country are searched by prefix (spec 3 §2, the registration location step's call).
 */
export function CityPicker({ city, countryId, countryName, error, onPick }: { city: PickedCity | null; countryId: number; countryName: string; error?: string; onPick: (city: PickedCity) => void }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [prefix, setPrefix] = useState('');
  const cities = geolocationApi.useCitiesQuery({ prefix, countryId }, { skip: !open || prefix === '' });
  const items = prefix === '' ? [] : (cities.data ?? []).map((found) => ({ id: found.id, name: [found.name, found.subdivision?.name].filter(Boolean).join(', ') }));

  return (
    <div className={styles.group}>
      <span className={styles.muted}>{t('account.city')}</span>
      <div className={styles.valueRow}>
        <span className={styles.value}>
          {[city?.name, countryName].filter(Boolean).join(', ')}
        </span>
        <button type="button" className={buttonClass('secondary', { small: true })} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('account.changeCity')}
        </button>
      </div>
      {error && (
        <p className={styles.danger} role="alert">
          {error}
        </p>
      )}
      <SideDrawer
        open={open}
        title={t('account.chooseCity')}
        search={{ onSearch: setPrefix, label: t('account.searchCity'), placeholder: t('account.searchCity'), maxLength: 100 }}
        items={items}
        onPick={(picked) => onPick({ id: picked.id, name: (cities.data ?? []).find((found) => found.id === picked.id)?.name ?? picked.name })}
        onClose={() => {
          setOpen(false);
          setPrefix('');
        }}
      />
    </div>
  );
}
