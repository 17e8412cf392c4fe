import type { FastifyInstance } from 'fastify';

/** Photo verification (spec 3 §3, §4, §7). */
export default async function verificationRoutes(_app: FastifyInstance): Promise<void> {}
