import { z as zod } from 'zod';
import { errorEnvelopeSchema, restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';

/**
 * E-mail notification settings and unsubscribing (spec 1 §3 "Email notification setting", §5, §7, §9;
 * spec 3 §4 "Verify email to unsubscribe").
 *
 * GET /rest/v2/user/settings/notification → `{result: [{id, label, disabled}]}`: every type the
 * member may turn off, labelled in the request language; `disabled: true` means turned off. The
 * service type (account and security mails) is filtered out: it cannot be turned off.
 *
 * PUT /rest/v2/user/settings/notifications {enabled, disabled} → `{result: true}`. Ids not in the
 * body keep their setting. An unknown id, the service id, or an id in both lists → 400, field
 * `enabled` or `disabled` (notificationInvalid), nothing written.
 *
 * Every notification mail carries RFC 8058 one-click headers: `List-Unsubscribe: <https://…/rest/v2/
 * unsubscribe/one-click?token=…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * POST /rest/v2/unsubscribe/one-click?token (no auth; the mail client posts
 * `List-Unsubscribe=One-Click` form-encoded) → `{result: true}` and the mail's type is off. A
 * forged or unreadable token → 400, field `token` (unsubscribeLinkInvalid).
 *
 * A person who opens the link instead lands on /settings/notifications?unsubscribe=<token> and
 * proves the mailbox is theirs (signed in as the token's member):
 * - POST /rest/v2/user/settings/notifications/unsubscribe/code {token} → mails a 6-digit code,
 *   `{result: {expires_at (seconds), attempts_left: 3}}`; a new request replaces the old code.
 *   400 field `token` (unsubscribeLinkInvalid) when the token is forged or another member's.
 *   429 when codes are asked for too often.
 * - POST …/unsubscribe/verify {token, code} → `{result: true}` and the type is off.
 *   400 field `code` (unsubscribeCodeWrong) with `attempts_left` in the envelope for a wrong code;
 *   400 field `code` (unsubscribeCodeExpired) once 3 wrong attempts were made, 10 minutes passed,
 *   or no code was asked for: a new code must be requested.
 */

/** The e-mail notification types (the server's catalogue; labels come translated from the server). */
export const NotificationType = {
  newMessages: 1,
  likes: 2,
  matches: 3,
  profileVisitors: 4,
  gifts: 5,
  tipsAndNews: 6,
  specialOffers: 7,
  /** Account and security mails: always sent, filtered out of the list (spec 1 §3). */
  service: 100,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** Types listed in the settings, in display order; the service type is never among them. */
export const NOTIFICATION_SETTING_TYPES = [
  NotificationType.newMessages,
  NotificationType.likes,
  NotificationType.matches,
  NotificationType.profileVisitors,
  NotificationType.gifts,
  NotificationType.tipsAndNews,
  NotificationType.specialOffers,
] as const satisfies readonly NotificationType[];
/** A type the member can turn on and off. */
export type SettingNotificationType = (typeof NOTIFICATION_SETTING_TYPES)[number];

export function isSettingNotificationType(id: number): id is SettingNotificationType {
  return (NOTIFICATION_SETTING_TYPES as readonly number[]).includes(id);
}

/** The verify-e-mail-to-unsubscribe code: lifetime and wrong attempts (spec 1 §5, §9). */
export const UNSUBSCRIBE_CODE_TTL_SECONDS = 600;
export const UNSUBSCRIBE_CODE_ATTEMPTS = 3;
export const UNSUBSCRIBE_CODE_LENGTH = 6;
/** The query parameter of the web fallback page /settings/notifications. */
export const UNSUBSCRIBE_QUERY_PARAM = 'unsubscribe';
/** Bounds a token from a link; real tokens are far shorter. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 512;

/** Field error keys of the notification settings calls. */
export const NotificationFieldError = {
  notificationInvalid: 'settings.errors.notificationInvalid',
  unsubscribeLinkInvalid: 'settings.errors.unsubscribeLinkInvalid',
  unsubscribeCodeWrong: 'settings.errors.unsubscribeCodeWrong',
  unsubscribeCodeExpired: 'settings.errors.unsubscribeCodeExpired',
} as const;

export const notificationSettingSchema = zod.object({
  id: zod.number().int(),
  label: zod.string(),
  disabled: zod.boolean(),
});
export type NotificationSettingView = zod.infer<typeof notificationSettingSchema>;
export const notificationSettingsResponseSchema = restResult(zod.array(notificationSettingSchema));

const idList = zod
  .array(zod.number({ error: NotificationFieldError.notificationInvalid }).int(NotificationFieldError.notificationInvalid), { error: NotificationFieldError.notificationInvalid })
  .max(50, FieldErrorKey.tooBig);
export const notificationSettingsBodySchema = zod.object({
  enabled: idList.default([]),
  disabled: idList.default([]),
});
export type NotificationSettingsBody = zod.input<typeof notificationSettingsBodySchema>;
export const notificationSettingsSaveResponseSchema = restResult(zod.literal(true));

const tokenSchema = zod.string({ error: FieldErrorKey.required }).min(1, FieldErrorKey.required).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, NotificationFieldError.unsubscribeLinkInvalid);

export const oneClickUnsubscribeQuerySchema = zod.object({ token: tokenSchema });
export const oneClickUnsubscribeResponseSchema = restResult(zod.literal(true));

export const unsubscribeCodeBodySchema = zod.object({ token: tokenSchema });
export type UnsubscribeCodeBody = zod.infer<typeof unsubscribeCodeBodySchema>;
export const unsubscribeCodeResponseSchema = restResult(
  zod.object({
    /** Unix seconds after which the code is dead. */
    expires_at: zod.number().int(),
    attempts_left: zod.number().int(),
  }),
);

export const unsubscribeVerifyBodySchema = zod.object({
  token: tokenSchema,
  code: zod
    .string({ error: FieldErrorKey.required })
    .trim()
    .min(1, FieldErrorKey.required)
    .max(UNSUBSCRIBE_CODE_LENGTH * 2, NotificationFieldError.unsubscribeCodeWrong),
});
export type UnsubscribeVerifyBody = zod.infer<typeof unsubscribeVerifyBodySchema>;
export const unsubscribeVerifyResponseSchema = restResult(zod.literal(true));
/** The 400 of a wrong code also says how many attempts remain. */
export const unsubscribeVerifyErrorSchema = errorEnvelopeSchema.extend({ attempts_left: zod.number().int().optional() });
export type UnsubscribeVerifyError = zod.infer<typeof unsubscribeVerifyErrorSchema>;
