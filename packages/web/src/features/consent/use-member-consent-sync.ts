import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { CONSENT_CATEGORIES } from '@amora/contracts';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { consentApi, useSaveMemberConsentMutation } from './consent-api.ts';
import { storedConsent, storeConsent } from './consent-store.ts';

/**
 * At login (spec 1 §4 "login with full or configured consent"): a member who chose on another
 * device gets that choice here; a member who has not chosen on the server yet keeps the choice
 * this browser holds, and the server learns it. True while a member's stored choice is still
 * being read, so no popup flashes up before it arrives.
 */
export function useMemberConsentSync(): boolean {
  const member = useSelector(selectAuthStatus) === 'loggedIn';
  const { data, isError } = consentApi.useGetMemberConsentQuery(undefined, { skip: !member });
  const [saveOnServer] = useSaveMemberConsentMutation();

  useEffect(() => {
    if (!data) return;
    const local = storedConsent();
    if (data.configured && data.policy) {
      const differs = !local || local.policy !== data.policy || CONSENT_CATEGORIES.some((category) => local[category] !== data[category]);
      if (differs) storeConsent({ functional: data.functional, performance: data.performance, advertising: data.advertising, policy: data.policy });
    } else if (local) {
      void saveOnServer(local);
    }
  }, [data, saveOnServer]);

  return member && !data && !isError;
}
