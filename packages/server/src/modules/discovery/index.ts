/**
 * The discovery module's public surface (DESIGN.md §14): where members are (snapped location
 * cells), nearby, search and the matches game (its marks and matches are the relations
 * module's). It owns the `member_locations` table; other modules ask `LocationService`.
 */
export { default as discoveryRoutes } from './routes.ts';
export { LocationService } from './location/service.ts';
export { snapToCell } from './location/cell.ts';
