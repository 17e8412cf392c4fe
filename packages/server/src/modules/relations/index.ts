/**
 * The relations module's public surface (DESIGN.md §14): likes and passes (marks), matches,
 * favourites and visits. It owns the `marks`, `matches`, `favourites` and `visits` tables; the
 * matches game (modules/discovery) reacts through `RelationsService`, and the member-view
 * pipeline reads every list's flags through it as its relationship slot.
 */
export { default as relationsRoutes } from './routes.ts';
export { RelationsService, type ReactionInput, type ReactionOutcome, type Reactor, type RelationsDeps } from './service.ts';
export { likesLimitOf } from './likes-limit.ts';
export { relatedMembersOf, relationCountsOf, type ReadMarks, type RelationCounts } from './counts.ts';
