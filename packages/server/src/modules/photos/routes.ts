import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photoMediaParamsSchema } from '@amora/contracts';

/** A rendition never changes under its address (a new photo gets a new hid), so caches keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers image bytes (no JSON response schema to declare) or the 404 envelope. */
export default async function photosRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/media/photos/:photoHid/:preset.:ext',
    {
      schema: {
        tags: ['photos'],
        summary: 'A photo rendition (JPEG or WebP) by photo hid and preset',
        params: photoMediaParamsSchema,
      },
    },
    async (request, reply) => {
      const { photoHid, preset, ext } = request.params;
      const file = await app.platform.photos.openRendition(photoHid, preset, ext);
      return reply.header('cache-control', IMMUTABLE).header('content-length', file.size).type(file.contentType).send(file.body);
    },
  );
}
