import type { FastifyInstance } from 'fastify';

/** Legal and company pages of the brand (spec 1 §7 site-info). */
export default async function siteInfoRoutes(_app: FastifyInstance): Promise<void> {}
