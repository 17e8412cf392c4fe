import type { FastifyInstance } from 'fastify';
import brandAssetRoutes from './brand-asset-routes.ts';
import spaRoutes from './spa-routes.ts';

/** The web site itself: brand assets and the per-brand SPA (spec 1 §1, DESIGN.md §4). */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(brandAssetRoutes);
  await app.register(spaRoutes);
}
