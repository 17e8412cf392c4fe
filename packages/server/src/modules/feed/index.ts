/**
 * The feed module's public surface (DESIGN.md §14 "feed"): the activity feed. It owns the
 * `feed_items` table, fills it from the relations and safety events (subscribers.ts), and shows
 * the other members through the member-view pipeline.
 */
export { default as feedRoutes } from './routes.ts';
