import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Trans, useTranslation } from 'react-i18next';
import type { AppDispatch } from '../../../api/dispatch.ts';
import { registrationApi } from '../api.ts';
import type { StepBodyProps } from '../step-props.ts';
import { FieldError } from './FieldError.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import styles from '../Registration.module.css';

/** E-mail check codes (spec 1 §8): 3 the address has an account, 4 it is not a valid address. */
const CHECK_ERRORS: Readonly<Record<number, string>> = { 3: 'errors.emailTaken', 4: 'errors.emailInvalid' };

/**
 * The e-mail, checked by the server before going on; a `fixed_email` suggestion ("Did you mean
 * …?") is offered once, and going on again keeps what the member typed.
 */
export function EmailStep({ data, errors, productId, onChange, onErrors, setBeforeNext, onSocialStart }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const dispatch = useDispatch<AppDispatch>();
  const email = data.email ?? '';
  const [suggestion, setSuggestion] = useState<{ typed: string; fixed: string } | null>(null);

  useEffect(() => {
    setBeforeNext(async () => {
      const typed = email.trim();
      const outcome = await dispatch(registrationApi.endpoints.checkEmail.initiate({ email: typed, product_id: productId }))
        .unwrap()
        .then((result) => ({ ok: true as const, fixed: result.fixed_email ?? null }))
        .catch((error: { code?: unknown }) => ({ ok: false as const, code: typeof error.code === 'number' ? error.code : null }));
      if (!outcome.ok) {
        if (outcome.code === null) return true;
        onErrors({ email: CHECK_ERRORS[outcome.code] ?? 'errors.emailInvalid' });
        return false;
      }
      if (outcome.fixed && outcome.fixed !== typed && suggestion?.typed !== typed) {
        setSuggestion({ typed, fixed: outcome.fixed });
        return false;
      }
      return true;
    });
    return () => setBeforeNext(null);
  }, [dispatch, email, onErrors, productId, setBeforeNext, suggestion]);

  return (
    <div className={styles.field}>
      <label htmlFor="reg-email" className={styles.label}>
        {t('email.label')}
      </label>
      <input
        id="reg-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        className={styles.input}
        value={email}
        aria-invalid={Boolean(errors.email)}
        aria-describedby={errors.email ? 'email-error' : undefined}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <FieldError id="email-error" error={errors.email} />
      {suggestion && suggestion.typed === email.trim() && (
        <p className={styles.suggestionBox} role="status">
          <Trans
            t={t}
            i18nKey="email.didYouMean"
            values={{ email: suggestion.fixed }}
            components={{
              fix: (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => {
                    onChange({ email: suggestion.fixed });
                    setSuggestion(null);
                  }}
                />
              ),
            }}
          />
        </p>
      )}
      <p className={styles.note}>{t('email.note')}</p>
      {onSocialStart && <SocialButtons onStart={onSocialStart} />}
    </div>
  );
}
