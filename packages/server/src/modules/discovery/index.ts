/**
 * The discovery module's public surface (DESIGN.md §14): where members are (snapped location
 * cells), nearby, search and the matches game (its marks and matches are the relations
 * module's). It owns the `member_locations` table; other modules ask `LocationService`, and
 * `CandidateCountService` for how many members the game would deal a member (the paywall's count).
 */
export { default as discoveryRoutes } from './routes.ts';
export { LocationService } from './location/service.ts';
export { snapToCell } from './location/cell.ts';
export { CandidateCountService, COUNTED_RADIUS_KM, type CandidateCount, type CandidateCountDeps } from './game/candidate-count.ts';
