import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/errors.ts';
import brandAssetRoutes from './brand-asset-routes.ts';
import { ROBOTS_TXT } from './robots.ts';
import spaRoutes from './spa-routes.ts';

/** The web site itself: brand assets, robots.txt and the per-brand SPA (spec 1 §1, DESIGN.md §4). */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  await app.register(brandAssetRoutes);
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    if (!request.brand) throw ApiError.notFound('No site at this host');
    return reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(ROBOTS_TXT);
  });
  await app.register(spaRoutes);
}
