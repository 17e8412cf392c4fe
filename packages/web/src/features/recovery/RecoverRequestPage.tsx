import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../shared/routing/index.ts';
import { Trans, useTranslation } from 'react-i18next';
import { isEmail } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import formStyles from '../../shared/ui/form.module.css';
import pageStyles from '../../shared/ui/PageLayout.module.css';
import { EmailField } from '../../shared/ui/TextField.tsx';
import { rateLimitedUntil, useRequestRecoveryMutation } from './api.ts';
import { RecoverSentView } from './RecoverSentView.tsx';
import { LINK_EXPIRED_FLAG, RecoveryLayout, SupportLink } from './RecoveryLayout.tsx';
import styles from './RecoveryPages.module.css';
import { SecondsLeft } from './SecondsLeft.tsx';

/** The request error by status (spec 1 §8): 400 format, 422 no such member, 429 wait, else failed. */
type RequestError = { kind: 'invalidEmail' } | { kind: 'noSuchUser' } | { kind: 'tooMany'; until: number } | { kind: 'failed' };

function requestErrorOf(error: ApiError): RequestError {
  if (error.status === 400) return { kind: 'invalidEmail' };
  if (error.status === 422) return { kind: 'noSuchUser' };
  const until = rateLimitedUntil(error);
  if (until !== null) return { kind: 'tooMany', until };
  return { kind: 'failed' };
}

/**
 * `/sign/recoverrequest` (spec 1 §2/§4/§5): ask for a reset e-mail, then the sent page with the
 * seconds countdown taken from the server's rate-limit header, then a resend back to the form.
 */
export default function RecoverRequestPage() {
  const { t } = useTranslation('recovery');
  const brand = useBrand();
  const [searchParams] = useSearchParams();
  const expired = searchParams.has(LINK_EXPIRED_FLAG);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<RequestError | null>(null);
  const [sent, setSent] = useState<{ email: string; resendAt: number | null } | null>(null);
  const [requestRecovery, { isLoading }] = useRequestRecoveryMutation();
  const ids = { error: useId() };
  const onWaitOver = useCallback(() => setError(null), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) {
      setError({ kind: 'invalidEmail' });
      return;
    }
    const answer = await requestRecovery({ product_id: brand.id, email: address });
    if ('data' in answer && answer.data) setSent({ email: address, resendAt: answer.data.resendAt });
    else setError(requestErrorOf(answer.error as ApiError));
  };

  if (sent) {
    return (
      <RecoverSentView
        email={sent.email}
        resendAt={sent.resendAt}
        onResend={() => {
          setSent(null);
          setError(null);
        }}
      />
    );
  }

  return (
    <RecoveryLayout>
      <h1 className={pageStyles.title}>{t(expired ? 'recoverRequest.titleExpired' : 'recoverRequest.title')}</h1>
      <p className={pageStyles.subtitle}>{t(expired ? 'recoverRequest.subtitleExpired' : 'recoverRequest.subtitle', { brand: brand.name })}</p>
      <form className={`${formStyles.form} ${styles.form}`} noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          label={t('recoverRequest.email')}
          value={email}
          invalid={error?.kind === 'invalidEmail'}
          describedBy={error ? ids.error : undefined}
          onChange={(event) => {
            setError(null);
            setEmail(event.target.value);
          }}
        />
        <div id={ids.error} aria-live="assertive">
          {error && (
            <p className={styles.error} role="alert">
              {error.kind === 'tooMany' ? (
                <Trans t={t} i18nKey="recoverRequest.errors.tooMany" components={{ timer: <SecondsLeft until={error.until} onDone={onWaitOver} /> }} />
              ) : (
                t(`recoverRequest.errors.${error.kind}`, { brand: brand.name })
              )}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={!email.trim() || error !== null || isLoading} aria-busy={isLoading}>
          {isLoading ? t('recoverRequest.sending') : t('recoverRequest.next')}
        </button>
      </form>
      <SupportLink />
    </RecoveryLayout>
  );
}

