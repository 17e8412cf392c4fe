import { NEW_MEMBER_DAYS, type MemberStubReason } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { AccountStatus, type AccountRow, type ProfileRow } from '../accounts/index.ts';
import { entitlementsOf } from '../entitlements/index.ts';
import { cityById, cityName } from '../geolocation/index.ts';
import type { PhotoRow, PhotoView } from '../photos/index.ts';
import { ageOn } from '../users/index.ts';
import { distanceKm } from './distance.ts';
import type { Hydration } from './hydrate.ts';
import { presenceOf } from './presence.ts';
import { NO_RELATIONSHIP, type BlockPairs } from './slots.ts';
import type { MemberViewer } from './viewer.ts';
import type { VisibleMember } from './visible-member.ts';

export interface RuleOptions {
  /**
   * Blocked either way (DESIGN.md §6): `drop` (the default) leaves the member out of the page, as
   * every discovery read and list must; `flag` keeps them with `blockedByViewer`/`blockingViewer`
   * set, for the few reads that show the block itself (the blocklist, a dialog the spec still
   * lists with isBlockedByMe / isBlockingMe).
   */
  blocked?: 'drop' | 'flag';
  /**
   * The read is discovery (pick-up, search, nearby): members held for review of the reports on
   * them are left out too (DESIGN.md §14 "Reports"), while lists, profiles and dialogs still show them.
   */
  discovery?: boolean;
}

/**
 * The viewer's rules, in one place for every read that shows other members (STYLE.md "Reads as a
 * pipeline"): who may be seen at all, and what of them. A page's members come back in page
 * order, the ones the viewer may not see left out.
 */
export function applyRules(viewer: MemberViewer, hydration: Hydration, now: number, options: RuleOptions = {}): VisibleMember[] {
  const seen = seenBy(viewer, hydration, now);
  const visible: VisibleMember[] = [];
  for (const id of hydration.order) {
    const account = hydration.accounts.get(id);
    const profile = hydration.profiles.get(id);
    if (!account || !profile || !maySee(viewer, account, hydration, options)) continue;
    visible.push(seen(account, profile));
  }
  return visible;
}

/** A member the viewer named on a profile read: as they may see them, or the stub that stands in (spec 1 §6). */
export type ProfileEntry = { member: VisibleMember } | { stub: MemberStubReason; hid: string };

/**
 * The rules of a profile the viewer opens by hid (spec 1 §6): where a list leaves a member out,
 * the profile shows a stub instead — the viewer blocked them (the stub offers to unblock), they
 * blocked the viewer, or their account is not active (hidden, removed or banned alike: which one
 * is nobody else's business). A blocked pair wins over the account state. The viewer themself
 * and hids nobody has get no entry.
 */
export function profileRules(viewer: MemberViewer, hydration: Hydration, now: number): ProfileEntry[] {
  const seen = seenBy(viewer, hydration, now);
  const entries: ProfileEntry[] = [];
  for (const id of hydration.order) {
    const account = hydration.accounts.get(id);
    const profile = hydration.profiles.get(id);
    if (!account || !profile || account.id === viewer.id) continue;
    const stub: MemberStubReason | null = hydration.blocks.blockedByViewer.has(id)
      ? 'blocked_by_me'
      : hydration.blocks.blockingViewer.has(id)
        ? 'blocking_me'
        : account.ok !== AccountStatus.active
          ? 'deactivated'
          : null;
    entries.push(stub ? { stub, hid: account.hid } : { member: seen(account, profile) });
  }
  return entries;
}

/** What this viewer may see of a member the rules let through. */
function seenBy(viewer: MemberViewer, hydration: Hydration, now: number): (account: AccountRow, profile: ProfileRow) => VisibleMember {
  const viewerPremium = entitlementsOf(viewer, now).isPremium;
  const viewerCentre = hydration.centres.get(viewer.id);
  return (account, profile) => {
    const { id } = account;
    const photos = hydration.photos.get(id) ?? [];
    return {
      account,
      profile,
      entitlements: entitlementsOf(account, now),
      presence: presenceOf(account.last_online_at, now),
      age: ageOn(profile.birthday, now),
      isNew: now - account.registered_at < NEW_MEMBER_DAYS * DAY,
      isVerified: hydration.verified.has(id),
      avatar: avatarOf(photos),
      photos: photos.map((row, i) => ({ row, view: photoView(i, viewerPremium) })),
      city: viewerPremium ? cityOf(profile, viewer.language) : null,
      distanceKm: distanceKm(viewerCentre, hydration.centres.get(id)),
      relationship: hydration.relationships.get(id) ?? NO_RELATIONSHIP,
      blockedByViewer: hydration.blocks.blockedByViewer.has(id),
      blockingViewer: hydration.blocks.blockingViewer.has(id),
    };
  };
}

/**
 * May the viewer see this member at all? Only active members (hidden, self-removed and banned
 * ones are gone for everybody), never the viewer themself (these are views of others), and
 * nobody blocked either way unless the read shows the block.
 */
function maySee(viewer: MemberViewer, account: AccountRow, hydration: Hydration, options: RuleOptions): boolean {
  if (!isOtherActive(viewer, account)) return false;
  if (options.discovery && hydration.blocks.heldForReview?.has(account.id)) return false;
  const blocked = hydration.blocks.blockedByViewer.has(account.id) || hydration.blocks.blockingViewer.has(account.id);
  return !blocked || options.blocked === 'flag';
}

/** The first rule of every read: never the viewer themself, and only an active account. */
function isOtherActive(viewer: MemberViewer, account: Pick<AccountRow, 'id' | 'ok'>): boolean {
  return account.id !== viewer.id && account.ok === AccountStatus.active;
}

/**
 * Whether the viewer may address this member at all (send them a message): another active member
 * who has not blocked the viewer. One the viewer blocked stays addressable, so the caller can say
 * why it refuses (unblock first) where the member's profile shows the unblock stub.
 */
export function isAddressable(viewer: MemberViewer, account: Pick<AccountRow, 'id' | 'ok'>, blocks: BlockPairs): boolean {
  return isOtherActive(viewer, account) && !blocks.blockingViewer.has(account.id);
}

/**
 * Spec 1 §6 (DESIGN.md §13): a free viewer sees the first photo clear and the others blurred,
 * served as the blurred rendition and never the original; a paying viewer sees them all clear.
 */
function photoView(index: number, viewerPremium: boolean): PhotoView {
  return viewerPremium || index === 0 ? 'clear' : 'blurred';
}

/** The approved avatar: the newest approved photo marked as avatar (as the owner's avatar is chosen). */
function avatarOf(photos: readonly PhotoRow[]): PhotoRow | null {
  let avatar: PhotoRow | null = null;
  for (const row of photos) if (row.is_avatar === 1 && (!avatar || row.id > avatar.id)) avatar = row;
  return avatar;
}

/** Spec 1 §6: the city is for paying viewers; a free one gets null, never a hidden field. */
function cityOf(profile: ProfileRow, language: string): VisibleMember['city'] {
  const city = profile.city_id === null ? undefined : cityById(profile.city_id);
  return city ? { id: city.cityId, name: cityName(city, language) } : null;
}
