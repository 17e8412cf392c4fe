/**
 * What the social modules will tell the pipeline about a viewer and a page of members: each a
 * slot with its boundary typed here, filled today by the empty sources at the bottom. The
 * relations module (likes, matches, favourites, boosts) fills `RelationshipSlot`, the safety
 * module (blocks) fills `BlockSlot` (DESIGN.md §14). Each answers a whole page in one call, so
 * the page costs the same number of queries whatever its size.
 */

/** The viewer's relationship with one member; every flag false when nothing relates them. */
export interface Relationship {
  /** The member liked the viewer (likesYou, `likedMe`, `user_like_me`). */
  likedMe: boolean;
  /** The viewer liked the member (myLikes, `isUserLiked`, `i_like_this_user`). */
  iLiked: boolean;
  /** Both liked each other. */
  isMatch: boolean;
  /** The viewer marked the member a favourite. */
  isMyFavorite: boolean;
  /** The member's like or visit came through a boost. */
  isThroughBoost: boolean;
}

export const NO_RELATIONSHIP: Relationship = Object.freeze({ likedMe: false, iLiked: false, isMatch: false, isMyFavorite: false, isThroughBoost: false });

export interface RelationshipSlot {
  /** The viewer's relationships with the members of a page; a member absent from the map has none. */
  relationshipsOf(viewerId: number, memberIds: readonly number[]): Promise<ReadonlyMap<number, Relationship>>;
}

/** Blocks between the viewer and the members of a page, by member id, in either direction. */
export interface BlockPairs {
  /** Members the viewer blocked. */
  blockedByViewer: ReadonlySet<number>;
  /** Members who blocked the viewer. */
  blockingViewer: ReadonlySet<number>;
  /**
   * Members held from discovery until an operator reviews the reports on them (modules/safety:
   * reported by several distinct members within a day); reads with `discovery: true` leave them out.
   */
  heldForReview?: ReadonlySet<number>;
}

export interface BlockSlot {
  blocksBetween(viewerId: number, memberIds: readonly number[]): Promise<BlockPairs>;
}

/** No relations module yet: nobody relates to anybody, and no query is made. */
export const noRelationships: RelationshipSlot = {
  relationshipsOf: async () => new Map(),
};

/** No safety module yet: nobody blocks anybody, and no query is made. */
export const noBlocks: BlockSlot = {
  blocksBetween: async () => ({ blockedByViewer: new Set(), blockingViewer: new Set() }),
};
