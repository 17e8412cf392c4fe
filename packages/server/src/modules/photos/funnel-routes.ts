import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  FieldErrorKey,
  funnelPhotoImportBodySchema,
  funnelPhotosParamsSchema,
  funnelPhotosResponseSchema,
  MAX_FUNNEL_UPLOAD_FILES,
  MAX_PHOTO_BYTES,
  PhotoErrorCode,
} from '@amora/contracts';
import { HOUR } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import { importFunnelPhotos } from './funnel-import.ts';
import { storeFunnelPhotos } from './funnel-photos.ts';
import { photoError } from './photo-error.ts';

/** Uploads are costly to decode and store: a visitor's address gets 20 requests an hour. */
export const FUNNEL_UPLOAD_THROTTLE: ThrottleRule = { limit: 20, windowMs: HOUR };

/** The multipart stream itself was unusable: our answer, not a crash (busboy throws plain Errors). */
function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return ApiError.validation({ file: FieldErrorKey.tooBig }, `At most ${MAX_FUNNEL_UPLOAD_FILES} files per request`);
  return ApiError.validation({ file: FieldErrorKey.invalid }, `Unreadable multipart body: ${(error as Error).message}`);
}

/** The `file` parts of the request, read whole; other fields are ignored. */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw ApiError.validation({ file: FieldErrorKey.required }, 'Expected multipart/form-data with a file field');
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw ApiError.validation({ [part.fieldname]: FieldErrorKey.invalid }, 'Files go in the field "file"');
      const data = await part.toBuffer();
      if (part.file.truncated) throw photoError(PhotoErrorCode.invalidFile, `Photo larger than ${MAX_PHOTO_BYTES} bytes`);
      files.push(data);
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (files.length === 0) throw ApiError.validation({ file: FieldErrorKey.required }, 'No file');
  return files;
}

/** `POST /apis/photos/v1/funnels/{funnelId}/photos`: photos of a visitor in the sign-up funnel. */
export function registerFunnelPhotoRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new Throttle(app.platform.db, app.platform.clock);

  api.post(
    '/apis/photos/v1/funnels/:funnelId/photos',
    {
      // Multipart bodies are read by @fastify/multipart within the limits it is registered with.
      bodyLimit: MAX_FUNNEL_UPLOAD_FILES * MAX_PHOTO_BYTES + 1024 * 1024,
      schema: {
        tags: ['photos'],
        summary: 'Upload up to 10 photos (multipart, field "file") in the sign-up funnel, before an account exists',
        consumes: ['multipart/form-data'],
        params: funnelPhotosParamsSchema,
        response: { 200: funnelPhotosResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const verdict = await throttle.hit(`funnel-photos:ip:${request.ip}`, FUNNEL_UPLOAD_THROTTLE);
      if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
      const files = await readFiles(request);
      return storeFunnelPhotos(app.platform, app.services.photoFiles, request.params.funnelId, files);
    },
  );

  api.post(
    '/apis/photos/v1/funnels/:funnelId/photos::import',
    {
      schema: {
        tags: ['photos'],
        summary: 'Import up to 10 photos of the Facebook identity of a social_token into the sign-up funnel',
        params: funnelPhotosParamsSchema,
        body: funnelPhotoImportBodySchema,
        response: { 200: funnelPhotosResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      // Same budget as uploads: an import costs the same decoding and storing.
      const verdict = await throttle.hit(`funnel-photos:ip:${request.ip}`, FUNNEL_UPLOAD_THROTTLE);
      if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
      return importFunnelPhotos(app.platform, app.services.photoFiles, request.params.funnelId, request.body);
    },
  );
}
