import type { PaywallPhotosQuery, PaywallPhotosResponse } from '@amora/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { PhotosService } from '../photos/service.ts';
import { PRESETS } from '../photos/presets.ts';

/**
 * Paywall content (spec 1 §4, DESIGN.md §13 "Paywall photos"). It owns no table: members come
 * from the accounts service, photos from the photos service.
 */
export class PaywallsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly photos: PhotosService,
  ) {}

  /**
   * Real, approved avatars of active members of the gender the member searches, nearest first.
   * A teaser, so only rendition URLs leave: no hid, id or name of whose photo it is (DESIGN.md §6).
   */
  async contentPhotos(accountId: number, query: PaywallPhotosQuery): Promise<PaywallPhotosResponse> {
    const profile = await this.accounts.findProfile(accountId);
    if (!profile) return { photos: [] };
    const located = profile.latitude !== null && profile.longitude !== null;
    const hids = await this.photos.nearestApprovedAvatars({
      gender: profile.search_gender,
      excludeAccountId: accountId,
      near: located ? { latitude: profile.latitude!, longitude: profile.longitude! } : null,
      limit: query.pageSize,
    });
    // `w` exists only as WebP: each preset in its first format, as the preset table lists them.
    // Signed for another member's eyes: served only while the photo stays approved and its owner active.
    const extension = PRESETS[query.preset].formats[0];
    return { photos: hids.map((hid) => ({ url: this.photos.mediaUrls.sign({ hid, preset: query.preset, extension }, 'member'), preset: query.preset })) };
  }
}
