import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { useSaveMemberConsentMutation } from './consent-api.ts';
import { storeConsent, type StoredConsent } from './consent-store.ts';

/**
 * Stores a consent choice: the cookies at once (the choice holds even offline), and for a
 * member also on the server, so their other devices get it at login (spec 1 §4).
 */
export function useSaveConsent(): (consent: StoredConsent) => void {
  const member = useSelector(selectAuthStatus) === 'loggedIn';
  const [saveOnServer] = useSaveMemberConsentMutation();
  return useCallback(
    (consent: StoredConsent) => {
      storeConsent(consent);
      if (member) void saveOnServer(consent);
    },
    [member, saveOnServer],
  );
}
