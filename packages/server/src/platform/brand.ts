import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandForHost, unknownHostMessage, type Brand } from '@amora/contracts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of the Host header; undefined for an unknown host (DESIGN.md §4). */
    brand?: Brand;
  }
}

export function registerBrandResolution(app: FastifyInstance): void {
  app.decorateRequest('brand', undefined);
  app.addHook('onRequest', async (request) => {
    request.brand = brandForHost(request.headers.host);
  });
}

/** The request's brand; an unknown host answers 404 with the spec's message. */
export function brandOf(request: FastifyRequest): Brand {
  if (!request.brand) throw ApiError.notFound(unknownHostMessage(request.headers.host ?? ''));
  return request.brand;
}
