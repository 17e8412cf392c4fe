import type { FastifyInstance } from 'fastify';

/** Cookie consent stored for members (spec 1 §3, §4). */
export default async function consentRoutes(_app: FastifyInstance): Promise<void> {}
