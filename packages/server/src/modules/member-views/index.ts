/**
 * The member-view pipeline's public surface: every read that shows other members goes through
 * `MemberViews` (hydrate → rules → views) and builds its answer with the view functions here.
 */
export { MemberViews, type MemberViewsDeps } from './pipeline.ts';
export type { LocationSource, MemberSources } from './hydrate.ts';
export { distanceKm, EARTH_RADIUS_KM, type CellCentre } from './distance.ts';
export { presenceOf } from './presence.ts';
export type { MemberRef, MemberViewer } from './viewer.ts';
export type { RuleOptions } from './rules.ts';
export type { VisibleMember, VisiblePhoto } from './visible-member.ts';
export type { MemberPhotoUrls } from './photo-urls.ts';
export { NO_RELATIONSHIP, noBlocks, noRelationships, type BlockPairs, type BlockSlot, type Relationship, type RelationshipSlot } from './slots.ts';
export { matchesHitOf, matchesUserOf, type MatchesCard } from './views/matches-user.ts';
export { listUserCardOf } from './views/list-user-card.ts';
export { listDataOf, listEntryOf } from './views/list-entry.ts';
export { listUserTeaserOf } from './views/list-user-teaser.ts';
export { memberRecordOf } from './views/member-record.ts';
export { memberStubOf } from './views/member-stub.ts';
export { searchResultUserOf, type SearchResultOptions } from './views/search-result-user.ts';
export { dialogUserOf } from './views/dialog-user.ts';
export { paywallPhotoOf } from './views/paywall-photo.ts';
