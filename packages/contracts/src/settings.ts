import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';
import { PASSWORD_MAX_LENGTH } from './login-form.ts';
import { profileEditRequestSchema } from './profile-edit.ts';

/**
 * The member's settings calls (spec 1 §4 "Deactivation", "Password change", §7, §9; DESIGN.md §6,
 * §13 "Deletion").
 *
 * POST /rest/v2/user/authorization/password {old_password, new_password} → `{result: true}`.
 * The current session stays; every other session of the member ends, and the member is told by
 * mail and by a `password_changed` push. `old_password` is needed only when the account has a
 * password (an e-mail-flow account sets its first one here).
 * - 400 code 400, field `old_password`: missing (validation.required) or wrong (passwordWrong).
 * - 400 code 400, field `new_password`: the sign-up password rule (too short, too long, weak).
 * - 429 code 103: wrong passwords are throttled together with login attempts on the account.
 *
 * POST /rest/v2/user/settings/private {name, city_id, country_id} → as the profile edit: the
 * fields saved and every profile group. The name is trimmed; the edit rule and errors are the
 * profile edit's (contracts/profile-edit.ts).
 *
 * GET /rest/v2/user/settings/account/deactivate/reasons → `{result: {deleting_available,
 * reasons}}`: the reason list of spec 1 §9, the sub-reasons under reason 3. Deleting is available
 * to a member without a paid tier, active or paused.
 *
 * POST /rest/v2/user/settings/account/deactivate {reason_id, password, comment} →
 * `{result: {ok}}`. With deleting available the account is self-removed (ok -1, erased after
 * DELETION_GRACE_DAYS unless restored); otherwise hidden (ok 0). Every session ends.
 * - 400 code 400, field `password`: wrong password (the web sets its password-error flag).
 * - 400 code 400, field `reason_id`: not a reason of the member's list.
 * - 429 code 103: as for the password change.
 *
 * POST /rest/v2/tracking/account/delete-attempt {reason_id} → `{result: true}`.
 */

/** Deactivation reason ids (spec 1 §9). */
export const DeactivationReason = {
  notAbleToPay: 1,
  deactivate: 2,
  subReasons: 3,
  paymentProblem: 4,
  support: 5,
  emailNotifications: 6,
  ageRange: 8,
  supportSubReason: 9,
  service: 32,
} as const;
export type DeactivationReason = (typeof DeactivationReason)[keyof typeof DeactivationReason];

const R = DeactivationReason;

/** The reason lists of spec 1 §9, in order; the second list is the sub-reasons of reason 3. */
export const DEACTIVATION_REASON_LISTS = {
  deletingAvailable: { reasons: [R.support, R.notAbleToPay, R.deactivate, R.subReasons, R.service], subReasons: [R.paymentProblem, R.emailNotifications, R.ageRange, R.supportSubReason] },
  deletingUnavailable: { reasons: [R.subReasons, R.notAbleToPay, R.deactivate, R.service], subReasons: [R.paymentProblem, R.emailNotifications] },
} as const satisfies Record<string, { reasons: readonly number[]; subReasons: readonly number[] }>;

/** Days a self-removed account can still be restored before its data and photos are erased. */
export const DELETION_GRACE_DAYS = 30;

/** Account status `ok` after a deactivation (DESIGN.md §13). */
export const DeactivatedStatus = { hidden: 0, selfRemoved: -1 } as const;

export interface DeactivationReasonView {
  id: number;
  sub_reasons: Array<{ id: number }>;
}

/** The reasons the member may choose, sub-reasons nested under reason 3. */
export function deactivationReasons(deletingAvailable: boolean): DeactivationReasonView[] {
  const list = deletingAvailable ? DEACTIVATION_REASON_LISTS.deletingAvailable : DEACTIVATION_REASON_LISTS.deletingUnavailable;
  return list.reasons.map((id) => ({ id, sub_reasons: id === R.subReasons ? list.subReasons.map((sub) => ({ id: sub })) : [] }));
}

/** Every reason id the member may send with a deactivation, sub-reasons included. */
export function deactivationReasonIds(deletingAvailable: boolean): ReadonlySet<number> {
  const list = deletingAvailable ? DEACTIVATION_REASON_LISTS.deletingAvailable : DEACTIVATION_REASON_LISTS.deletingUnavailable;
  return new Set<number>([...list.reasons, ...list.subReasons]);
}

/** Field error keys of the settings calls beyond the shared ones. */
export const SettingsFieldError = {
  passwordWrong: 'settings.errors.passwordWrong',
  reasonInvalid: 'settings.errors.reasonInvalid',
} as const;

/** A deactivation comment is feedback for the team; bounded like the unsubscribe comment (spec 1 §9). */
export const DEACTIVATION_COMMENT_MAX_LENGTH = 255;

/** Bounds the input only; the server checks the password itself (strength or correctness). */
const passwordInput = zod.string({ error: FieldErrorKey.required }).max(2 * PASSWORD_MAX_LENGTH, FieldErrorKey.tooLong);
const reasonId = zod.number({ error: FieldErrorKey.required }).int(SettingsFieldError.reasonInvalid).min(1, SettingsFieldError.reasonInvalid).max(1000, SettingsFieldError.reasonInvalid);

export const passwordChangeBodySchema = zod.object({
  old_password: passwordInput.nullish(),
  new_password: passwordInput,
});
export type PasswordChangeBody = zod.infer<typeof passwordChangeBodySchema>;
export const passwordChangeResponseSchema = restResult(zod.literal(true));

/** The private data a settings screen edits: a subset of the profile edit, with its rules. */
export const privateSettingsBodySchema = profileEditRequestSchema.pick({ name: true, city_id: true, country_id: true });
export const PRIVATE_SETTINGS_FIELDS = ['name', 'city_id', 'country_id'] as const;

export const deactivationReasonsResponseSchema = restResult(
  zod.object({
    deleting_available: zod.boolean(),
    reasons: zod.array(zod.object({ id: zod.number().int(), sub_reasons: zod.array(zod.object({ id: zod.number().int() })) })),
  }),
);

export const deactivateBodySchema = zod.object({
  reason_id: reasonId,
  password: passwordInput,
  comment: zod.string().trim().max(DEACTIVATION_COMMENT_MAX_LENGTH, FieldErrorKey.tooLong).nullish(),
});
export type DeactivateBody = zod.infer<typeof deactivateBodySchema>;
export const deactivateResponseSchema = restResult(zod.object({ ok: zod.union([zod.literal(DeactivatedStatus.hidden), zod.literal(DeactivatedStatus.selfRemoved)]) }));

export const deleteAttemptBodySchema = zod.object({ reason_id: reasonId });
export const deleteAttemptResponseSchema = restResult(zod.literal(true));
