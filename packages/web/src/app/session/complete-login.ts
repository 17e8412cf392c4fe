import { SplitTest, type Language } from '@amora/contracts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { accountApi } from '../../api/profile.ts';
import { saveTokens, type AuthTokens } from '../../api/tokens.ts';
import { cookieLanguage, rememberLanguage } from '../../shared/language/language-choice.ts';
import { sessionApi } from './session-api.ts';
import { initLoaded, loggedIn } from './session-slice.ts';

export interface SessionContext {
  dispatch: AppDispatch;
  productId: number;
  /** The language on screen now, and how to switch it (i18next lives in app/). */
  currentLanguage: () => Language;
  changeLanguage: (language: Language) => Promise<unknown>;
}

/** Every split the product enrols members in; /v3/init binds them (spec 1 §7). */
const SPLIT_HIDS: string[] = Object.values(SplitTest);

/**
 * Language after login (spec 1 §1): the cookie wins and is saved to the account when they
 * differ; without a cookie the account setting wins; with neither, the current (browser) language
 * is saved.
 */
async function syncLanguage(context: SessionContext): Promise<void> {
  const { dispatch } = context;
  const account = await dispatch(accountApi.endpoints.getLanguageTag.initiate(undefined, { subscribe: false }))
    .unwrap()
    .catch(() => null);
  const chosen = cookieLanguage();
  if (!chosen && account) {
    rememberLanguage(account);
    if (account !== context.currentLanguage()) await context.changeLanguage(account);
    return;
  }
  const wanted = chosen ?? context.currentLanguage();
  if (wanted !== account) await dispatch(accountApi.endpoints.saveLanguageTag.initiate(wanted)).unwrap().catch(() => undefined);
}

/**
 * After any login (spec 1 §4): tokens saved (storage and cookie marker), status logged in, then
 * /v3/init, mark-online and the profile, in that order, and the language setting. A failing
 * startup call does not undo the login; the base query already reacted to auth failures.
 */
export async function completeLogin(context: SessionContext, tokens: AuthTokens): Promise<void> {
  const { dispatch } = context;
  saveTokens(tokens);
  dispatch(loggedIn());
  const init = await dispatch(sessionApi.endpoints.init.initiate({ splitHids: SPLIT_HIDS }))
    .unwrap()
    .catch(() => null);
  if (init) dispatch(initLoaded(init));
  await dispatch(sessionApi.endpoints.markOnline.initiate({ session_source: 'web' }))
    .unwrap()
    .catch(() => null);
  await dispatch(accountApi.endpoints.getOwnProfile.initiate(undefined, { subscribe: false }))
    .unwrap()
    .catch(() => null);
  await syncLanguage(context);
}
