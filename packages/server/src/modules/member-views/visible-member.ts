import type { AccountRow, ProfileRow } from '../accounts/index.ts';
import type { Entitlements } from '../entitlements/index.ts';
import type { PhotoRow, PhotoView } from '../photos/index.ts';
import type { Presence } from './presence.ts';
import type { Relationship } from './slots.ts';

/** One photo of the member as this viewer may see it. */
export interface VisiblePhoto {
  row: PhotoRow;
  view: PhotoView;
}

/**
 * A member the rules let this viewer see, with only what the viewer may see of them: what the
 * views are built from. `account` and `profile` are the rows as stored, for the views to pick
 * fields from; the numeric `account.id` is for the server's own use and never goes into a view.
 */
export interface VisibleMember {
  account: AccountRow;
  profile: ProfileRow;
  entitlements: Entitlements;
  presence: Presence;
  age: number;
  /** Registered within NEW_MEMBER_DAYS. */
  isNew: boolean;
  isVerified: boolean;
  /** The approved avatar; every viewer sees it clear (the list cards show it), teasers blur it themselves. */
  avatar: PhotoRow | null;
  /** The approved photos of the profile album, in album order, each clear or blurred for this viewer. */
  photos: readonly VisiblePhoto[];
  /** The member's city, named in the viewer's language, where the viewer may see it (paying viewers), else null. */
  city: { id: number; name: string } | null;
  /** Whole km from the viewer, at least 1; null when either location is unknown. */
  distanceKm: number | null;
  relationship: Relationship;
  /** The viewer blocked the member; only ever true when the read keeps blocked members (`blocked: 'flag'`). */
  blockedByViewer: boolean;
  /** The member blocked the viewer; likewise. */
  blockingViewer: boolean;
}
