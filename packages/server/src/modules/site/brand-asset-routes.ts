import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandByShortName, brandLogoSvg, isBrandAsset, MANIFEST_VERSION, type Brand } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { BrandImages } from './brand-images.ts';
import { webManifest, webManifestSchema } from './manifest.ts';

const params = z.object({ shortName: z.string().max(64), asset: z.string().max(64) });
const querystring = z.object({ v: z.string().max(16).optional() });

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/** Logos, icons, the manifest and the share picture of a brand (spec 1 §1), by short name. */
export default async function brandAssetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const images = new BrandImages();

  api.get(
    '/brand/:shortName/manifest.json',
    { schema: { tags: ['site'], params: params.pick({ shortName: true }), querystring, response: { 200: webManifestSchema } } },
    async (request, reply) => {
      const brand = brandNamed(request.params.shortName);
      cacheFor(reply, request.query.v);
      reply.type('application/manifest+json; charset=utf-8');
      return webManifest(brand);
    },
  );

  api.get('/brand/:shortName/:asset', { schema: { tags: ['site'], params, querystring } }, async (request, reply) => {
    const brand = brandNamed(request.params.shortName);
    const { asset } = request.params;
    if (!isBrandAsset(asset) || asset === 'manifest.json') throw ApiError.notFound(`No brand asset ${asset}`);
    if (asset === 'logo.svg' || asset === 'logo-inverted.svg') {
      reply.header('cache-control', ONE_DAY).type('image/svg+xml; charset=utf-8');
      return brandLogoSvg(brand, asset === 'logo.svg' ? 'normal' : 'inverted');
    }
    const png = await images.png(brand, asset);
    cacheFor(reply, request.query.v);
    return reply.type('image/png').send(png);
  });
}

function brandNamed(shortName: string): Brand {
  const brand = brandByShortName(shortName);
  if (!brand) throw ApiError.notFound(`No brand ${shortName}`);
  return brand;
}

/** Versioned URLs (`?v=3`, spec 1 §1) never change; an unversioned request is cached briefly. */
function cacheFor(reply: FastifyReply, version: string | undefined): void {
  reply.header('cache-control', version === String(MANIFEST_VERSION) ? YEAR_IMMUTABLE : ONE_DAY);
}
