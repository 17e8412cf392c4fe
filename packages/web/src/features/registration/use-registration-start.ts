import { useEffect, useState } from 'react';
import { REGISTRATION_TOKEN_COOKIE } from '@amora/contracts';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../api/dispatch.ts';
import { readCookie } from '../../shared/browser/cookies.ts';
import { geolocationApi, type Geolocation } from '../../api/geolocation.ts';
import { readTraffic, writeTraffic, type Traffic } from '../../shared/traffic/traffic.ts';
import { registrationApi } from './api.ts';
import { buildSteps, parseRestriction } from './filter-steps.ts';
import { loadRegistration } from './persistence.ts';
import { cleanRegistrationData } from './registration-data.ts';
import { readSocialPrefill, type SocialPhotoImport, type SocialSignup } from './social-prefill.ts';
import type { StartPayload } from './registration-slice.ts';
import type { Flow } from './steps.ts';

export type StartOutcome =
  | { kind: 'loading' }
  | { kind: 'noTraffic' }
  | {
      kind: 'ready';
      start: StartPayload;
      traffic: Traffic;
      geolocation: Geolocation | null;
      registrationToken: string | null;
      /** Social flows: the provider's token for the sign-up (SocialEntry saved it). */
      social: SocialSignup | null;
      /** Facebook (flow 1): the provider's photos the photo step offers to import. */
      socialPhotos: SocialPhotoImport | null;
    };

/** uid and funnel_id from the identifier call, remembered in the traffic cookie. */
async function identify(dispatch: AppDispatch, traffic: Traffic): Promise<Traffic> {
  if (traffic.uid && traffic.funnelId) return traffic;
  const ids = await dispatch(registrationApi.endpoints.trackingIdentifier.initiate()).unwrap().catch(() => null);
  if (!ids) return traffic;
  const identified = { ...traffic, uid: ids.uid, funnelId: ids.funnel_id };
  writeTraffic(identified);
  return identified;
}

/** Saved sign-up data behind the registration_token cookie (spec 1 §4.1); a bad token is ignored. */
async function tokenData(dispatch: AppDispatch, token: string | null) {
  if (!token) return {};
  const saved = await dispatch(registrationApi.endpoints.signupData.initiate(token, { subscribe: false }))
    .unwrap()
    .catch(() => null);
  return saved ? { ...cleanRegistrationData(saved.data), ...cleanRegistrationData(saved.profile) } : {};
}

/**
 * Registration start (spec 1 §4.1–4.2): traffic cookie (none → home, §4.7), tracking ids and
 * funnel start, saved token data, the visitor's country, then the filtered steps with the
 * progress local storage kept.
 */
export function useRegistrationStart(flow: Flow, productId: number): StartOutcome {
  const dispatch = useDispatch<AppDispatch>();
  const [outcome, setOutcome] = useState<StartOutcome>(() => (readTraffic() ? { kind: 'loading' } : { kind: 'noTraffic' }));

  useEffect(() => {
    let cancelled = false;
    const landed = readTraffic();
    if (!landed) return;
    void (async () => {
      const traffic = await identify(dispatch, landed);
      if (traffic.uid && traffic.funnelId) {
        void dispatch(registrationApi.endpoints.funnelStart.initiate({ uid: traffic.uid, funnel_id: traffic.funnelId, product_id: productId }));
      }
      const registrationToken = readCookie(REGISTRATION_TOKEN_COOKIE);
      const socialPrefill = readSocialPrefill(flow);
      const [savedData, geolocation] = await Promise.all([
        tokenData(dispatch, registrationToken),
        dispatch(geolocationApi.endpoints.geolocate.initiate(undefined, { subscribe: false }))
          .unwrap()
          .catch(() => null),
      ]);
      const presetData = { ...savedData, ...socialPrefill?.data };
      const steps = buildSteps({
        flow,
        presetData,
        stepProfile: parseRestriction(readCookie('step_profile')),
        stepPhoto: parseRestriction(readCookie('step_photo')),
        countryIso: geolocation?.country?.isoCodeAlpha2 ?? null,
        isOrganic: traffic.channel === 'organic',
      });
      const saved = loadRegistration(flow);
      const start: StartPayload = {
        flow,
        steps,
        data: { ...saved?.data, ...presetData },
        completedIds: saved?.completedIds,
        skippedIds: saved?.skippedIds,
        skipOneUsed: saved?.skipOneUsed,
        current: saved?.current,
        disabledIds: saved?.disabledIds,
        photoPreview: saved?.photoPreview,
        passwordAgain: saved?.passwordAgain,
      };
      if (!cancelled) setOutcome({ kind: 'ready', start, traffic, geolocation, registrationToken,
          social: socialPrefill?.signup ?? null,
          socialPhotos: socialPrefill && socialPrefill.photos.length > 0 ? { ...socialPrefill.signup, photos: socialPrefill.photos } : null,
        });
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch, flow, productId]);

  return outcome;
}
