import type { FastifyInstance } from 'fastify';

/** The member's settings: password, private data, deactivation (spec 1 §4, §7). */
export default async function settingsRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
