import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brandForHost, FieldErrorKey, unknownHostMessage, type Brand } from '@amora/contracts';
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

/** `product_id` in a payload must name the host's brand (DESIGN.md §4); a field error otherwise. */
export function assertProductId(brandId: number | null, productId: number): void {
  if (productId !== brandId) throw ApiError.validation({ product_id: FieldErrorKey.invalid }, 'product_id is not this host’s brand');
}
