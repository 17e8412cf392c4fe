import type { PaywallPhotosQuery, PaywallPhotosResponse } from '@amora/contracts';
import type { AccountsService } from '../accounts/index.ts';
import { paywallPhotoOf, type MemberViews, type MemberViewer } from '../member-views/index.ts';
import type { PhotoFiles } from '../photos/index.ts';

/**
 * Paywall content (spec 1 §4, DESIGN.md §13 "Paywall photos"). It owns no table: the page of
 * members comes from the photos service, what the viewer may see of them from the member-view
 * pipeline.
 */
export class PaywallsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly photos: PhotoFiles,
    private readonly members: MemberViews,
  ) {}

  /**
   * Real, approved avatars of active members of the gender the member searches, nearest first.
   * A teaser, so only rendition URLs leave: no hid, id or name of whose photo it is (DESIGN.md §6).
   */
  async contentPhotos(viewer: MemberViewer, query: PaywallPhotosQuery): Promise<PaywallPhotosResponse> {
    const profile = await this.accounts.findProfile(viewer.id);
    if (!profile) return { photos: [] };
    const located = profile.latitude !== null && profile.longitude !== null;
    const nearby = await this.photos.nearestApprovedAvatars({
      gender: profile.search_gender,
      excludeAccountId: viewer.id,
      near: located ? { latitude: profile.latitude!, longitude: profile.longitude! } : null,
      limit: query.pageSize,
    });
    const members = await this.members.page(viewer, { ids: nearby.map((avatar) => avatar.accountId) });
    // `w` exists only as WebP: each preset in its first format, as the preset table lists them.
    // Signed for another member's eyes: served only while the photo stays approved and its owner active.
    const urls = this.members.photoUrls(false);
    return { photos: members.flatMap((member) => paywallPhotoOf(member, urls, query.preset) ?? []) };
  }
}
