import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { memberRecordSchema } from './member-views.ts';
import {
  profileAdditionalSchema,
  profileCommonSchema,
  profileGeoSchema,
  profilePaymentsSchema,
  profilePersonalSchema,
  profilePhotosSchema,
} from './users.ts';

/**
 * Other members' profiles (spec 1 §6 "viewing another profile", §7 `GET /rest/v2/user/info/profile`
 * with `users_hids`; spec 2 §3 "full user record"). Naming anyone else by hid answers
 * `result.users`: an entry per member named, in the order named, each the full user record as
 * this viewer may see it (a free viewer gets no city; the avatar is the first photo and clear,
 * the album call blurs the others) or, where the profile cannot be shown, a stub. Hids nobody has
 * get no entry; the viewer's own hid gets none either (the call without `users_hids` answers the
 * member's own profile). Numeric `users_ids` of anyone else are refused (403): numeric ids never
 * leave the server. `data_group` selects the groups of the member's own profile only.
 */

/**
 * Why a profile shows as a stub (spec 1 §6): the viewer blocked the member (the stub offers to
 * unblock), the member blocked the viewer, or the account is not active (hidden, removed or
 * banned — which one is nobody else's business). A blocked pair wins over the account state.
 */
export const MEMBER_STUB_REASONS = ['blocked_by_me', 'blocking_me', 'deactivated'] as const;
export type MemberStubReason = (typeof MEMBER_STUB_REASONS)[number];

/** A profile that cannot be shown: the hid (for unblock) and why, nothing else. */
export const memberStubSchema = zod.object({
  common: zod.object({ id: zod.string(), hid: zod.string() }),
  stub: zod.enum(MEMBER_STUB_REASONS),
});
export type MemberStub = zod.infer<typeof memberStubSchema>;

/** One member named: the record, or a stub (it has `stub`, a record never does). */
export const memberProfileSchema = zod.union([memberRecordSchema, memberStubSchema]);
export type MemberProfile = zod.infer<typeof memberProfileSchema>;

/**
 * The answer of `GET /rest/v2/user/info/profile`: the member's own groups (profileInfoSchema),
 * or `users` when the call named others.
 */
export const profileInfoAnswerSchema = restResult(
  zod.object({
    common: zod.optional(profileCommonSchema),
    additional: zod.optional(profileAdditionalSchema),
    geo: zod.optional(profileGeoSchema),
    photos: zod.optional(profilePhotosSchema),
    payments: zod.optional(profilePaymentsSchema),
    profile: zod.optional(profilePersonalSchema),
    users: zod.optional(zod.array(memberProfileSchema)),
  }),
);
export type ProfileInfoAnswer = zod.infer<typeof profileInfoAnswerSchema>['result'];

/** Whether an entry is a stub rather than a record. */
export function isMemberStub(profile: MemberProfile): profile is MemberStub {
  return 'stub' in profile;
}
