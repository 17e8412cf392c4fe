import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../shared/routing/index.ts';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { SOCIAL_ERROR_PARAM, SOCIAL_TOKEN_PARAM, type SocialProviderName } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { Logo } from '../../shared/brand/Logo.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';
import { landTraffic, readTraffic } from '../../shared/traffic/traffic.ts';
import { saveSocialPrefill, type SocialIdentity } from './social-prefill.ts';

const socialApi = api.injectEndpoints({
  endpoints: (build) => ({
    socialIdentity: build.query<SocialIdentity, { provider: SocialProviderName; token: string }>({
      query: ({ provider, token }) => ({ url: `/apis/social/v1/${provider}/identity`, params: { social_token: token }, noAuth: true }),
    }),
  }),
});

/** Provider errors with their own message; anything else gets the generic one. */
const KNOWN_ERRORS = new Set(['access_denied']);

const startUrl = (provider: SocialProviderName) => `/apis/social/v1/${provider}/start`;

/**
 * `/social/facebook` and `/social/google` (spec 1 §2; contracts social.ts): without a token the
 * browser goes to the provider through the server; back with `social_token`, the identity is read,
 * the token leaves the address bar and the funnel goes on at `/registration/{provider}` prefilled;
 * back with `social_error`, the reason is shown with a way to try again.
 */
export function SocialEntry({ provider }: { provider: SocialProviderName }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch<AppDispatch>();
  // Read once: the address bar loses the token right away.
  const [query] = useState(() => new URLSearchParams(location.search));
  const token = query.get(SOCIAL_TOKEN_PARAM);
  const providerError = query.get(SOCIAL_ERROR_PARAM);
  const [failure, setFailure] = useState<string | null>(providerError === null ? null : KNOWN_ERRORS.has(providerError) ? providerError : 'generic');

  useEffect(() => {
    if (providerError !== null) return;
    if (!token) {
      window.location.assign(startUrl(provider));
      return;
    }
    void navigate({ search: '' }, { replace: true });
    let cancelled = false;
    void dispatch(socialApi.endpoints.socialIdentity.initiate({ provider, token }, { subscribe: false }))
      .unwrap()
      .then((identity) => {
        if (cancelled) return;
        saveSocialPrefill(provider, token, identity);
        // The social page is a landing too: the funnel needs the traffic cookie.
        if (!readTraffic()) landTraffic('');
        void navigate(`/registration/${provider}`, { replace: true });
      })
      .catch(() => {
        if (!cancelled) setFailure('expired');
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, navigate, provider, providerError, token]);

  if (!failure) return <Splash />;
  return (
    <StatusScreen
      top={
        <Link to="/">
          <Logo />
        </Link>
      }
      title={t('social.title')}
      actions={
        <>
          <a href={startUrl(provider)} className={buttonClass('primary', { block: true })}>
            {t('social.tryAgain')}
          </a>
          <Link to="/" className={buttonClass('ghost', { block: true })}>
            {t('social.home')}
          </Link>
        </>
      }
    >
      <p role="alert">{t(`social.errors.${failure}`)}</p>
    </StatusScreen>
  );
}
