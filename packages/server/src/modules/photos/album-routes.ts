import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  albumCoverBodySchema,
  albumParamsSchema,
  albumQuerySchema,
  albumPhotoSchema,
  errorEnvelopeSchema,
  FieldErrorKey,
  MAX_PHOTO_BYTES,
  MAX_UPLOAD_FILES,
  PHOTO_UPLOAD_LIMIT_KEY,
  PhotoErrorCode,
  photoAlbumSchema,
  photoFromUrlBodySchema,
  photoIdParamsSchema,
  photoPublishingBodySchema,
  photoUploadQuerySchema,
  photoUploadResponseSchema,
  PROFILE_ALBUM_ID,
  userAlbumParamsSchema,
} from '@amora/contracts';
import { z } from 'zod';
import { authAccountOf, authOf } from '../../platform/auth/authenticate.ts';
import { HOUR } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import { MemberPhotos, type SelectedFile } from './member-photos.ts';
import { photoError } from './photo-error.ts';
import { parseAllowlist } from './url-guard.ts';
import { acceptsWebp } from './accepts-webp.ts';

/** Uploads are costly to decode and store: a member gets 60 upload requests an hour. */
export const MEMBER_UPLOAD_THROTTLE: ThrottleRule = { limit: 60, windowMs: HOUR };

const tags = ['photos'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The `album_id` field and the `file` parts of a selection; too large a file is refused on its own. */
async function readSelection(request: FastifyRequest): Promise<{ albumId: number; files: SelectedFile[] }> {
  if (!request.isMultipart()) throw ApiError.validation({ file: FieldErrorKey.required }, 'Expected multipart/form-data with file fields');
  const files: SelectedFile[] = [];
  let albumId = PROFILE_ALBUM_ID;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'album_id') albumId = Number(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw ApiError.validation({ [part.fieldname]: FieldErrorKey.invalid }, 'Files go in the field "file"');
      const data = await part.toBuffer();
      files.push(
        part.file.truncated
          ? { name: part.filename, error: photoError(PhotoErrorCode.invalidFile, `Photo larger than ${MAX_PHOTO_BYTES} bytes`) }
          : { name: part.filename, data },
      );
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw ApiError.validation({ file: PHOTO_UPLOAD_LIMIT_KEY }, `At most ${MAX_UPLOAD_FILES} files per selection`);
    }
    throw ApiError.validation({ file: FieldErrorKey.invalid }, `Unreadable multipart body: ${(error as Error).message}`);
  }
  if (files.length === 0) throw ApiError.validation({ file: FieldErrorKey.required }, 'No file');
  if (!Number.isInteger(albumId)) throw ApiError.validation({ album_id: FieldErrorKey.invalid }, 'album_id must be an integer');
  return { albumId, files };
}

/** The member photo album calls of spec 3 §7 under /apis/photos/v1/users. */
export function registerAlbumRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, photoFiles, memberViews } = app.services;
  const photos = new MemberPhotos(app.platform, accounts, photoFiles, memberViews, parseAllowlist(app.platform.config.photoUrlAllowlist));
  const throttle = new Throttle(app.platform.db, app.platform.clock);
  const budget = async (accountId: number) => {
    const verdict = await throttle.hit(`member-photos:${accountId}`, MEMBER_UPLOAD_THROTTLE);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  };
  const owner = (request: FastifyRequest) => ({ id: authOf(request).accountId, hid: authOf(request).hid });

  api.get(
    '/apis/photos/v1/users/me/albums/:albumId',
    { preHandler: app.authenticate, schema: { tags, summary: "The member's own album", params: albumParamsSchema, querystring: albumQuerySchema, response: { 200: photoAlbumSchema, ...errors } } },
    async (request) => photos.ownAlbum(owner(request), request.params.albumId, acceptsWebp(request)),
  );

  api.get(
    '/apis/photos/v1/users/:userHid/albums/:albumId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Another member's album: moderated photos, blurred past the first for free viewers", params: userAlbumParamsSchema, querystring: albumQuerySchema, response: { 200: photoAlbumSchema, ...errors } },
    },
    async (request) => photos.memberAlbum(authAccountOf(request), request.params.userHid, request.params.albumId, acceptsWebp(request)),
  );

  api.post(
    '/apis/photos/v1/users/me/photos/from/file',
    {
      preHandler: app.authenticate,
      // Multipart bodies are read by @fastify/multipart within the limits it is registered with.
      bodyLimit: MAX_UPLOAD_FILES * MAX_PHOTO_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload 1–10 photos (multipart: album_id and "file" parts); each refused file is listed with its photo error code',
        consumes: ['multipart/form-data'],
        querystring: photoUploadQuerySchema,
        response: { 200: photoUploadResponseSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await budget(authOf(request).accountId);
      const { albumId, files } = await readSelection(request);
      return photos.upload(authOf(request).accountId, albumId, files, acceptsWebp(request));
    },
  );

  api.post(
    '/apis/photos/v1/users/me/photos/from/url',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Store a photo fetched from a public http(s) address', body: photoFromUrlBodySchema, response: { 200: albumPhotoSchema, 429: errorEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await budget(authOf(request).accountId);
      return photos.fromUrl(authOf(request).accountId, request.body.url, acceptsWebp(request));
    },
  );

  api.post(
    '/apis/photos/v1/users/me/photos/batch/publishing',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Publish the member's photos in the order given", body: photoPublishingBodySchema, response: { 200: photoAlbumSchema, ...errors } },
    },
    async (request) => photos.publish(authOf(request).accountId, request.body.photos, acceptsWebp(request)),
  );

  api.delete(
    '/apis/photos/v1/users/me/photos/:id',
    { preHandler: app.authenticate, schema: { tags, summary: "Delete one of the member's photos", params: photoIdParamsSchema, response: { 200: z.object({}), ...errors } } },
    async (request) => {
      await photos.delete(authOf(request).accountId, request.params.id);
      return {};
    },
  );

  api.patch(
    '/apis/photos/v1/users/me/albums/:albumId',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Choose the album cover (the avatar)', params: albumParamsSchema, body: albumCoverBodySchema, response: { 200: photoAlbumSchema, ...errors } },
    },
    async (request) => photos.setCover(authOf(request).accountId, request.params.albumId, request.body.cover_id, acceptsWebp(request)),
  );
}
