import {
  ApiCode,
  PROFILE_DATA_GROUPS,
  SESSION_GAP_MINUTES,
  type Language,
  type ProfileCompleteness,
  type ProfileDataGroup,
  type MemberProfile,
  type ProfileEditResult,
  type ProfileInfo,
  type ProfileInfoAnswer,
} from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import type { AccountRow, AccountsService, ProfileRow } from '../accounts/index.ts';
import { entitlementsOf } from '../entitlements/index.ts';
import type { PhotoFiles } from '../photos/index.ts';
import type { TrackingService } from '../tracking/index.ts';
import type { VerificationService } from '../verification/index.ts';
import { completenessOf } from './completeness.ts';
import { editProfile } from './profile-edit.ts';
import { buildProfileInfo } from './profile-view.ts';

export interface MarkOnlineInput {
  mail_type_id?: number | null;
  push_type_id?: number | null;
  session_source?: string | null;
}

export interface ProfileInfoQuery {
  users_ids?: number[];
  users_hids?: string[];
  data_group?: ProfileDataGroup[];
}

/**
 * Other members' profiles as the member-view pipeline shows them to a viewer (modules/member-views,
 * `MemberViews.profiles`): records and stubs, in the order named. Declared here, so this module
 * does not depend on the pipeline that depends on it.
 */
export interface MemberProfiles {
  profiles(viewer: AccountRow, hids: readonly string[], webp: boolean): Promise<MemberProfile[]>;
}

/** What the member's own profile is made of, from the modules that own it, and who shows the others'. */
export interface UsersDeps {
  accounts: AccountsService;
  photoFiles: PhotoFiles;
  tracking: TrackingService;
  verification: Pick<VerificationService, 'isVerified'>;
  members: MemberProfiles;
}

/** The member's own account: settings, presence, restore and the profile info call. */
export class UsersService {
  private readonly accounts: AccountsService;
  private readonly tracking: TrackingService;

  constructor(
    private readonly platform: Platform,
    private readonly deps: UsersDeps,
  ) {
    this.accounts = deps.accounts;
    this.tracking = deps.tracking;
  }

  async language(accountId: number): Promise<string> {
    return (await this.account(accountId)).language;
  }

  setLanguage(accountId: number, language: Language): Promise<void> {
    return this.accounts.update(accountId, { language });
  }

  /**
   * Presence: a new session starts when the member was not seen for SESSION_GAP_MINUTES; the
   * mail or push that brought them back is recorded with it.
   */
  async markOnline(auth: AuthContext, input: MarkOnlineInput): Promise<{ isNewSession: boolean }> {
    const account = await this.account(auth.accountId);
    const now = this.platform.clock.now();
    const isNewSession = account.last_online_at === null || now - account.last_online_at >= SESSION_GAP_MINUTES * MINUTE;
    // A new session is an event: the members who follow this one hear that they came online (modules/pushes).
    await this.platform.events.transaction(async (trx) => {
      await this.accounts.update(account.id, { last_online_at: now }, trx);
      if (isNewSession) await this.platform.events.record(trx, { type: 'member.cameOnline', memberId: account.id });
    });
    if (isNewSession) {
      await this.tracking.record(
        'session.start',
        { brandId: account.brand_id, accountId: account.id },
        { payload: { mail_type_id: input.mail_type_id ?? null, push_type_id: input.push_type_id ?? null, session_source: input.session_source ?? null } },
      );
    }
    return { isNewSession };
  }

  /**
   * GET /rest/v2/user/info/profile: the member's own groups, or, when `users_hids` names anyone
   * else, their profiles as the member-view pipeline lets this viewer see them (contracts
   * member-profiles.ts). Numeric ids of anyone else are refused: they never leave the server.
   * `loaded` is the member's account row as authentication read it in this request, if at hand.
   */
  async profileAnswer(auth: AuthContext, query: ProfileInfoQuery, options: { loaded?: AccountRow; webp: boolean }): Promise<ProfileInfoAnswer> {
    if ((query.users_ids ?? []).some((id) => id !== auth.accountId)) throw ApiError.forbidden('Other members are named by hid');
    const others = [...new Set(query.users_hids ?? [])].filter((hid) => hid !== auth.hid);
    if (others.length === 0) return this.profileInfo(auth, query, options.loaded);
    const viewer = options.loaded?.id === auth.accountId ? options.loaded : await this.account(auth.accountId);
    // The call lets a banned or hidden member read their own state; other members are for active ones only.
    if (viewer.ok !== 1) throw ApiError.unauthorized(ApiCode.accountStateChanged, 'Account state changed');
    return { users: await this.deps.members.profiles(viewer, others, options.webp) };
  }

  /** The member's own profile groups (all of them unless `data_group` names some). */
  async profileInfo(auth: AuthContext, query: Pick<ProfileInfoQuery, 'data_group'>, loaded?: AccountRow): Promise<ProfileInfo> {
    const groups = new Set<ProfileDataGroup>(query.data_group?.length ? query.data_group : PROFILE_DATA_GROUPS);
    const account = loaded?.id === auth.accountId ? loaded : await this.account(auth.accountId);
    const profile = await this.profile(auth.accountId);
    const now = this.platform.clock.now();
    return buildProfileInfo(groups, {
      account,
      profile,
      now,
      avatarUrls: () => this.deps.photoFiles.avatarUrls(account.id),
      entitlements: () => entitlementsOf(account, now),
      isVerified: () => this.deps.verification.isVerified(account.id),
    });
  }

  /** POST /rest/v2/user/info/profile: the fields saved, and every profile group after the edit. */
  async editProfile(auth: AuthContext, body: unknown): Promise<ProfileEditResult> {
    const changed = await editProfile(this.platform, this.accounts, auth.accountId, body);
    return { changed, profile: await this.profileInfo(auth, {}) };
  }

  /** GET /rest/v2/user/info/profile/completeness, from the member's rows as they are now. */
  async completeness(accountId: number): Promise<ProfileCompleteness> {
    const [account, profile, avatar] = await Promise.all([this.account(accountId), this.profile(accountId), this.deps.photoFiles.avatarUrls(accountId)]);
    return completenessOf({ account, profile, hasAvatar: avatar.avatar !== null });
  }

  /** Hidden (0) and self-removed (-1) members come back; banned members cannot. */
  async restore(accountId: number): Promise<void> {
    const account = await this.account(accountId);
    if (account.ok < -1) throw new ApiError(403, ApiCode.accountBanned, 'A banned account cannot be restored');
    if (account.ok !== 1) await this.accounts.restore(account.id);
  }

  private async account(accountId: number): Promise<AccountRow> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw ApiError.unauthorized(ApiCode.accountDeleted, 'Account deleted');
    return account;
  }

  private async profile(accountId: number): Promise<ProfileRow> {
    const profile = await this.accounts.findProfile(accountId);
    if (!profile) throw ApiError.notFound('Profile not found');
    return profile;
  }
}
