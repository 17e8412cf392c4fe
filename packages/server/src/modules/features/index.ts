/** The features module's public surface (it owns the `split_bindings` table). */
export { default as featuresRoutes } from './routes.ts';
export { storedSplitGroup } from './stored-group.ts';
