import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { EMAIL_MAX_LENGTH, isEmail, PASSWORD_MAX_LENGTH } from './login-form.ts';
import { SettingsFieldError } from './settings.ts';

/**
 * Request my data (spec 1 §4 "Request-my-data", §7; DESIGN.md §6).
 *
 * POST /rest/v2/user/zendesk/used_user_data_request {password, receiver_email} → `{result: true}`.
 * A job builds a ZIP of the member's data (JSON and original photos) and mails `receiver_email` a
 * link GET /rest/v2/user/data-export/{token} (no auth), valid DATA_EXPORT_LINK_DAYS; afterwards it
 * answers 404 and the file is gone.
 * - 400 code 400, field `password`: missing (validation.required) or wrong (settings.errors.passwordWrong).
 * - 400 code 400, field `receiver_email`: not an e-mail (validation.invalidEmail).
 * - 409 code 409, fields `{_: settings.errors.dataRequestPending}`: a request is still being built,
 *   or the last one was mailed less than DATA_REQUEST_INTERVAL_HOURS ago (the web shows
 *   request_already_submitted).
 * - 429 code 103: wrong passwords are throttled together with login attempts on the account.
 */

/** How long the download link of an export works. */
export const DATA_EXPORT_LINK_DAYS = 7;
/** After an export was mailed, the next request is accepted this much later. */
export const DATA_REQUEST_INTERVAL_HOURS = 24;
/** Status and code of the answer to a request while one is pending. */
export const DATA_REQUEST_PENDING_STATUS = 409;

export const DataExportError = {
  pending: 'settings.errors.dataRequestPending',
  passwordWrong: SettingsFieldError.passwordWrong,
} as const;

export const dataRequestBodySchema = zod.object({
  password: zod.string({ error: FieldErrorKey.required }).min(1, FieldErrorKey.required).max(2 * PASSWORD_MAX_LENGTH, FieldErrorKey.tooLong),
  receiver_email: zod
    .string({ error: FieldErrorKey.required })
    .trim()
    .min(1, FieldErrorKey.required)
    .max(EMAIL_MAX_LENGTH, FieldErrorKey.invalidEmail)
    .refine(isEmail, FieldErrorKey.invalidEmail),
});
export type DataRequestBody = zod.input<typeof dataRequestBodySchema>;
export const dataRequestResponseSchema = restResult(zod.literal(true));

export const dataExportParamsSchema = zod.object({ token: zod.string().min(1).max(128) });
