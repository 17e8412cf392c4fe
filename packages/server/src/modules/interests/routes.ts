import type { FastifyInstance } from 'fastify';

/** Interests and the member's vocabulary (spec 1 §3, §5, §7). */
export default async function interestsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
