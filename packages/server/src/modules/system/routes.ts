import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revisionConfigSchema } from '@amora/contracts';
import { readRevision } from './revision.ts';

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const startedAt = String(app.platform.clock.now());

  api.get(
    '/revisionConfig.json',
    { schema: { tags: ['system'], response: { 200: revisionConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { version: readRevision(app.platform.config.webDistDir, startedAt) } };
    },
  );
}
