import { useCallback, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { REGISTRATION_TOKEN_COOKIE } from '@amora/contracts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { deleteCookie, writeCookie } from '../../shared/browser/cookies.ts';
import type { Traffic } from '../../shared/traffic/traffic.ts';
import { registrationApi } from './api.ts';
import type { RegistrationData } from './registration-data.ts';
import { buildSignupPayload } from './signup-payload.ts';

/** The server keeps a saved registration a week (modules/signup REGISTRATION_DRAFT_TTL_MS). */
const DRAFT_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export interface DraftSaver {
  /** Saves the answers so far (never the password); resolves once saved or refused. */
  save: (data: RegistrationData) => Promise<void>;
  /** The token of the saved registration, for the sign-up to spend. */
  token: () => string | null;
  /** After the sign-up: the draft is spent, the cookie goes. */
  forget: () => void;
}

/**
 * The funnel's answers saved on the server (`POST /rest/v2/signup/click`) under the
 * `registration_token` cookie (spec 1 §4.1), so they survive a reload, a cleared local storage
 * and the trip to a social provider and back. Saves run one after another, each updating the
 * same draft; a refused save changes nothing the visitor sees.
 */
export function useDraftSaver(initialToken: string | null, traffic: Traffic, productId: number): DraftSaver {
  const dispatch = useDispatch<AppDispatch>();
  const token = useRef(initialToken);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(
    (data: RegistrationData) => {
      const { password: _password, ...answers } = data;
      queue.current = queue.current.then(async () => {
        const request = dispatch(registrationApi.endpoints.signupClick.initiate(buildSignupPayload(answers, traffic, productId, token.current)));
        const saved = await request.unwrap().catch(() => null);
        request.reset();
        if (!saved) return;
        token.current = saved.token;
        writeCookie(REGISTRATION_TOKEN_COOKIE, saved.token, { maxAgeSeconds: DRAFT_COOKIE_MAX_AGE_S });
      });
      return queue.current;
    },
    [dispatch, productId, traffic],
  );
  const current = useCallback(() => token.current, []);
  const forget = useCallback(() => {
    token.current = null;
    deleteCookie(REGISTRATION_TOKEN_COOKIE);
  }, []);
  return useMemo(() => ({ save, token: current, forget }), [save, current, forget]);
}
