import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from '../../../shared/routing/index.ts';
import { isEmail } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../../api/profile.ts';
import { openPopup, showPush } from '../../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import formStyles from '../../../shared/ui/form.module.css';
import { EmailField } from '../../../shared/ui/TextField.tsx';
import { fieldErrorsOf, statusOf, useErrorText } from '../error-text.ts';
import { LoadState } from '../LoadState.tsx';
import { PasswordConfirm } from '../PasswordConfirm.tsx';
import { useRequestProfileInfoMutation } from '../settings-api.ts';
import { SettingsPage } from '../SettingsPage.tsx';
import styles from '../Settings.module.css';
import { EmailAddress } from '../../../shared/ui/EmailAddress.tsx';

/**
 * /settings/privacy/request-profile-info (to the account's e-mail) and …/email (to another
 * address): request my data (spec 1 §4). Success returns to the privacy page with the push and
 * the request_profile_info popup; a request already pending (409) shows request_already_submitted.
 */
export function RequestProfileInfoPage({ otherAddress = false }: { otherAddress?: boolean }) {
  const { t } = useTranslation('settings');
  const { data: profile, isError, refetch } = useGetOwnProfileQuery();
  const email = profile?.common?.email;
  return (
    <SettingsPage title={t('requestData.title')} backTo={otherAddress ? '/settings/privacy/request-profile-info' : '/settings/privacy'}>
      <p className={styles.lead}>{t('requestData.lead')}</p>
      {email ? <RequestForm key={String(otherAddress)} accountEmail={email} otherAddress={otherAddress} /> : <LoadState failed={isError} onRetry={() => void refetch()} />}
    </SettingsPage>
  );
}

function RequestForm({ accountEmail, otherAddress }: { accountEmail: string; otherAddress: boolean }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [receiver, setReceiver] = useState(otherAddress ? '' : accountEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [request, { isLoading }] = useRequestProfileInfoMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!isEmail(receiver.trim())) problems.receiver_email = 'validation.invalidEmail';
    if (!password) problems.password = 'validation.required';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const answer = await request({ password, receiver_email: receiver.trim() });
    if (!('error' in answer)) {
      navigate('/settings/privacy');
      dispatch(showPush({ type: 'profile_info_requested', messageKey: 'settings:requestData.sent', tone: 'success' }));
      dispatch(openPopup('request_profile_info'));
      return;
    }
    if (statusOf(answer.error) === 409) {
      navigate('/settings/privacy');
      dispatch(openPopup('request_already_submitted'));
      return;
    }
    const fields = fieldErrorsOf(answer.error);
    setErrors(Object.keys(fields).length > 0 ? fields : { form: statusOf(answer.error) === 429 ? 'tooManyAttempts' : 'generic' });
  };

  return (
    <form className={`${styles.card} ${formStyles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      {otherAddress ? (
        <EmailField
          label={t('requestData.receiver')}
          value={receiver}
          error={errorText(errors.receiver_email)}
          onChange={(event) => {
            setReceiver(event.target.value);
            setErrors({});
          }}
        />
      ) : (
        <div className={styles.group}>
          <span className={styles.muted}>{t('requestData.receiver')}</span>
          <div className={styles.valueRow}>
            <EmailAddress className={styles.value} address={accountEmail} />
            <Link to="/settings/privacy/request-profile-info/email" className={buttonClass('secondary', { small: true })}>
              {t('requestData.otherAddress')}
            </Link>
          </div>
          {errors.receiver_email && (
            <p className={formStyles.fieldError} role="alert">
              {errorText(errors.receiver_email)}
            </p>
          )}
        </div>
      )}
      <PasswordConfirm
        passwordLabel={t('requestData.password')}
        password={password}
        onPasswordChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        passwordError={errorText(errors.password)}
        formError={errorText(errors.form)}
        submitLabel={t('requestData.submit')}
        busy={isLoading}
      />
    </form>
  );
}
