import type { PhotoPreset } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';

/**
 * A paywall photo (DESIGN.md §13 "Paywall photos"): the member's approved avatar in one preset,
 * and nothing of whose it is. Null for a member without an approved avatar.
 */
export function paywallPhotoOf(member: VisibleMember, urls: MemberPhotoUrls, preset: PhotoPreset): { url: string; preset: PhotoPreset } | null {
  return member.avatar ? { url: urls.presetInFirstFormat(member.avatar, preset), preset } : null;
}
