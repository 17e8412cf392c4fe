import { createAction } from '@reduxjs/toolkit';

/**
 * What the base query reports to the rest of the app (spec 1 §7/§8). Features react to these
 * actions; the API layer never imports a feature.
 */

/** 401 with code 2/3/4/8, or a refresh that failed: the session is over. */
export const sessionEnded = createAction<{ code: number | null }>('api/sessionEnded');
/**
 * A refresh answered 403 code 5: the member was banned (an operator's ban revokes the session, so
 * nothing else could tell). Only the banned screen shows (spec 1 §6).
 */
export const accountBanned = createAction('api/accountBanned');
/** New tokens were obtained by a refresh. */
export const tokensRefreshed = createAction('api/tokensRefreshed');
/** 401 code 10: the account state changed (banned, hidden); the profile must be reloaded. */
export const accountStateChanged = createAction('api/accountStateChanged');
/** 403: the access-error type of spec 1 §6. */
export const accessDenied = createAction<{ url: string }>('api/accessDenied');
/** A request found no network after its retries: the offline (502) screen. */
export const networkLost = createAction('api/networkLost');
