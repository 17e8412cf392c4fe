import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProviderName } from '@amora/contracts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { registrationApi } from '../api.ts';
import styles from '../Registration.module.css';

/** Provider names are trademarks, written the same in every language. */
const PROVIDER_NAMES: Readonly<Record<SocialProviderName, string>> = { facebook: 'Facebook', google: 'Google' };

/**
 * "Or continue with Google" under the e-mail (spec 1 §7 social click): only the providers the
 * site has configured, so no button leads nowhere. `onStart` saves the answers and leaves.
 */
export function SocialButtons({ onStart }: { onStart: (provider: SocialProviderName) => Promise<void> }) {
  const { t } = useTranslation('registration');
  const { data: providers = [] } = registrationApi.useSocialProvidersQuery();
  const [leaving, setLeaving] = useState<SocialProviderName | null>(null);
  if (providers.length === 0) return null;
  return (
    <div className={styles.socialSignIn}>
      <p className={styles.divider}>{t('social.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={buttonClass('secondary', { block: true })}
          disabled={leaving !== null}
          aria-busy={leaving === provider}
          onClick={() => {
            setLeaving(provider);
            void onStart(provider);
          }}
        >
          {t('social.continueWith', { provider: PROVIDER_NAMES[provider] })}
        </button>
      ))}
    </div>
  );
}
