import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_FILES, MAX_PHOTO_BYTES, photoMediaParamsSchema } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { removeUnclaimedFunnelPhotos } from './funnel-photos.ts';
import { PhotoModerator } from './moderation.ts';
import { loadModerationRules } from './moderation-config.ts';
import { moderatePending } from './moderation-job.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerFunnelPhotoRoutes } from './funnel-routes.ts';

/** A rendition never changes under its address (a new photo gets a new hid), so caches keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Photo renditions (image bytes: no JSON response schema to declare, or the 404 envelope), funnel uploads and member albums. */
export default async function photosRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.platform.jobs.register({ name: 'photos.funnel-cleanup', everyMs: 15 * MINUTE, run: () => removeUnclaimedFunnelPhotos(app.platform) });
  const moderationRules = loadModerationRules(app.platform.config.demoMode);
  const moderator = new PhotoModerator(app.platform);
  app.platform.jobs.register({ name: 'photos.moderation', everyMs: MINUTE, run: () => moderatePending(app.platform, moderationRules, moderator) });
  // Only this plugin's upload routes parse multipart; the limits are the upload rules of DESIGN.md §6.
  // An oversized file is cut short and marked truncated rather than failing the whole request, so
  // a selection can refuse that one file and keep the others.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_UPLOAD_FILES, fields: 20, fieldSize: 1024, parts: MAX_UPLOAD_FILES + 20 },
  });
  registerFunnelPhotoRoutes(app);
  registerAlbumRoutes(app);

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
