import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_FILES, MAX_PHOTO_BYTES, photoMediaParamsSchema, photoMediaQuerySchema } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { MINUTE } from '../../platform/clock.ts';
import { removeUnclaimedFunnelPhotos } from './funnel-photos.ts';
import { PhotoModerator } from './moderation.ts';
import { loadModerationRules } from './moderation-config.ts';
import { moderatePending } from './moderation-job.ts';
import { registerAlbumRoutes } from './album-routes.ts';
import { registerFunnelPhotoRoutes } from './funnel-routes.ts';
import { photosMemberData } from './member-data.ts';

/** Photo renditions (image bytes: no JSON response schema to declare, or the 404 envelope), funnel uploads and member albums. */
export default async function photosRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.platform.memberData.register(photosMemberData({ db: app.platform.db, storage: app.platform.storage, photoFiles: app.services.photoFiles }));
  app.platform.jobs.register({ name: 'photos.funnel-cleanup', everyMs: 15 * MINUTE, run: () => removeUnclaimedFunnelPhotos(app.platform, app.services.photoFiles) });
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
        summary: 'A photo rendition (JPEG or WebP) by photo hid and preset, under the signature the API handed out with its URL',
        params: photoMediaParamsSchema,
        querystring: photoMediaQuerySchema,
      },
    },
    async (request, reply) => {
      const { photoHid: hid, preset, ext: extension } = request.params;
      const address = { hid, preset, extension };
      // A missing, forged or expired signature reads exactly like an unknown photo.
      const grant = app.services.photoFiles.mediaUrls.verify(address, request.query);
      if (!grant) throw ApiError.notFound('No such photo');
      const file = await app.services.photoFiles.openRendition(address, grant.audience);
      // Private: the URL is one viewer's capability, which no shared cache should keep past its expiry.
      return reply.header('cache-control', `private, max-age=${grant.maxAgeS}`).header('content-length', file.size).type(file.contentType).send(file.body);
    },
  );
}
