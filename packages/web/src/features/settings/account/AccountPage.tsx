import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { nameError, type ProfileInfo } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../../api/profile.ts';
import { showPush } from '../../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { MenuItem } from '../../../shared/ui/MenuItem.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import formStyles from '../../../shared/ui/form.module.css';
import { ConfirmEmailAction } from '../../../shared/email-confirmation/ConfirmEmailAction.tsx';
import { fieldErrorsOf, useErrorText } from '../error-text.ts';
import { LoadState } from '../LoadState.tsx';
import { useSavePrivateDataMutation } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';
import { CityPicker, type PickedCity } from './CityPicker.tsx';
import { EmailAddress } from '../../../shared/ui/EmailAddress.tsx';

/** /settings/profile: the account — e-mail and its confirmation, name and city, and the account's other screens. */
export function AccountPage() {
  const { t } = useTranslation('settings');
  const { data: profile, isError, refetch } = useGetOwnProfileQuery();
  const common = profile?.common;
  return (
    <SettingsPage title={t('account.title')} backTo="/settings">
      {profile && common ? (
        <>
          <section className={styles.card} aria-labelledby="settings-email">
            <h2 id="settings-email" className={styles.cardTitle}>
              {t('account.email')}
            </h2>
            <div className={styles.valueRow}>
              <EmailAddress className={styles.value} address={common.email} />
              <span className={common.email_confirmed ? `${styles.badge} ${styles.badgeOk}` : styles.badge}>
                {common.email_confirmed ? t('account.confirmed') : t('account.notConfirmed')}
              </span>
            </div>
            {!common.email_confirmed && <ConfirmEmailAction email={common.email} />}
          </section>
          <PersonalDataForm profile={profile} />
          <div className={styles.menu}>
            <MenuItem to="/settings/profile/change-password" title={t('menu.changePassword')} />
            <MenuItem to="/settings/privacy/request-profile-info" title={t('privacy.requestData')} />
            <MenuItem to="/settings/deactivation" title={t('menu.deactivate')} />
          </div>
        </>
      ) : (
        <LoadState failed={isError} onRetry={() => void refetch()} />
      )}
    </SettingsPage>
  );
}

/**
 * Name and city (POST /rest/v2/user/settings/private, spec 1 §4): the name is sent trimmed; a
 * failure other than a field error marks name changing unavailable.
 */
function PersonalDataForm({ profile }: { profile: ProfileInfo }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const dispatch = useDispatch();
  const storedName = profile.common?.name ?? '';
  const storedCity = profile.geo?.city ?? null;
  const country = storedCity?.country ?? profile.geo?.registration_country ?? null;
  const [name, setName] = useState(storedName);
  const [city, setCity] = useState<PickedCity | null>(storedCity && { id: storedCity.id, name: storedCity.name });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [nameUnavailable, setNameUnavailable] = useState(false);
  const [save, { isLoading }] = useSavePrivateDataMutation();
  const changed = name.trim() !== storedName || (city !== null && city.id !== storedCity?.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) {
      setErrors({ name: problem });
      return;
    }
    if (!city || !country) return;
    setErrors({});
    const answer = await save({ name: name.trim(), city_id: city.id, country_id: country.id });
    if (!('error' in answer)) {
      setName(name.trim());
      dispatch(showPush({ type: 'changes_saved', messageKey: 'settings:account.saved', tone: 'success' }));
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setNameUnavailable(true);
  };

  return (
    <form className={`${styles.card} ${formStyles.form}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-personal">
      <h2 id="settings-personal" className={styles.cardTitle}>
        {t('account.personal')}
      </h2>
      <TextField
        label={t('account.name')}
        autoComplete="given-name"
        value={name}
        disabled={nameUnavailable}
        error={errorText(errors.name)}
        onChange={(event) => {
          setName(event.target.value);
          setErrors({});
        }}
      />
      {nameUnavailable && (
        <p className={styles.notice} role="alert">
          {t('account.nameUnavailable')}
        </p>
      )}
      {country && (
        <CityPicker
          city={city}
          countryId={country.id}
          countryName={country.name}
          error={errorText(errors.city_id ?? errors.country_id)}
          onPick={(picked) => {
            setCity(picked);
            setErrors({});
          }}
        />
      )}
      <button type="submit" className={buttonClass('primary', { block: true })} disabled={!changed || isLoading || !city || !country} aria-busy={isLoading}>
        {t('account.save')}
      </button>
    </form>
  );
}
