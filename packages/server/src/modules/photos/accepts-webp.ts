import type { FastifyRequest } from 'fastify';

/** Browsers that decode WebP say so in Accept; photo URLs then name WebP renditions. */
export function acceptsWebp(request: FastifyRequest): boolean {
  return /\bimage\/webp\b/i.test(request.headers.accept ?? '');
}
