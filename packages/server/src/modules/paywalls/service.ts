import { PAYWALL_MATCHES_CAP, type PaywallPhotosQuery, type PaywallPhotosResponse } from '@amora/contracts';
import type { CandidateCountService } from '../discovery/index.ts';
import { paywallPhotoOf, type MemberViews, type MemberViewer } from '../member-views/index.ts';

export interface PaywallsDeps {
  /** The member's real candidates, counted (the discovery module's matches-game pool). */
  candidates: Pick<CandidateCountService, 'count'>;
  members: Pick<MemberViews, 'photoUrls'>;
  /** The most matches counted; PAYWALL_MATCHES_CAP unless a test makes it small. */
  matchesCap?: number;
}

/**
 * Paywall content (spec 1 §4, DESIGN.md §13 "Paywall photos", issue 16.7 "Honest numbers"). It
 * owns no table: who the member's matches are comes from the discovery module (the matches
 * game's candidates, already through the member-view pipeline), what of them leaves from the
 * pipeline's paywall view. Photos and count come from the same read, so they always agree.
 */
export class PaywallsService {
  constructor(private readonly deps: PaywallsDeps) {}

  /**
   * The approved avatars of the member's best candidates, at most one per image (demo members
   * share a pool of avatar files, and three equal faces would look fake), and how many
   * candidates there are. Nobody fits: no photos and a count of 0, never stand-ins. A teaser, so
   * only rendition URLs leave: no hid, id or name of whose photo it is (DESIGN.md §6).
   */
  async contentPhotos(viewer: MemberViewer, query: PaywallPhotosQuery): Promise<PaywallPhotosResponse> {
    const { members, capped } = await this.deps.candidates.count(viewer, { cap: this.deps.matchesCap ?? PAYWALL_MATCHES_CAP });
    // `w` exists only as WebP: each preset in its first format, as the preset table lists them.
    // Signed for another member's eyes: served only while the photo stays approved and its owner active.
    const urls = this.deps.members.photoUrls(false);
    const photos: PaywallPhotosResponse['photos'] = [];
    const images = new Set<string>();
    for (const member of members) {
      if (photos.length === query.pageSize) break;
      if (!member.avatar || images.has(member.avatar.storage_key)) continue;
      const photo = paywallPhotoOf(member, urls, query.preset);
      if (!photo) continue;
      images.add(member.avatar.storage_key);
      photos.push(photo);
    }
    return { photos, matches: { count: members.length, capped } };
  }
}
