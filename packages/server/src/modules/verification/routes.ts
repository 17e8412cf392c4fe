import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  MAX_PHOTO_BYTES,
  verificationGestureQuerySchema,
  verificationGestureResponseSchema,
  verificationHashResponseSchema,
  verificationPhotoResponseSchema,
  verificationStateSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import { loadModerationRules } from '../photos/index.ts';
import { moderateVerifications } from './moderation-job.ts';
import { readVerificationUpload } from './photo-upload.ts';
import { VerificationService } from './service.ts';
import { verificationMemberData } from './member-data.ts';

/** A member asks for a new gesture now and then, not in a loop: 30 hashes an hour. */
export const HASH_THROTTLE: ThrottleRule = { limit: 30, windowMs: HOUR };
/** Each photo is decoded and stored: 10 verification uploads an hour. */
export const PHOTO_THROTTLE: ThrottleRule = { limit: 10, windowMs: HOUR };

const tags = ['verification'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** Photo verification (spec 3 §3, §4, §7) under /apis/photos/v1/users/me/verification. */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new VerificationService(app.platform, app.services.photoFiles);
  app.platform.memberData.register(verificationMemberData({ photoFiles: app.services.photoFiles }));
  const throttle = new Throttle(app.platform.db, app.platform.clock);
  const { autoApprove } = loadModerationRules(app.platform.config.demoMode);
  app.platform.jobs.register({ name: 'verification.moderation', everyMs: MINUTE, run: () => moderateVerifications(service, autoApprove) });
  // One photo per request; an oversized one is cut short and refused with photo error 3.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  const budget = async (request: FastifyRequest, name: string, rule: ThrottleRule) => {
    const verdict = await throttle.hit(`verification-${name}:${authOf(request).accountId}`, rule);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  };

  api.get(
    '/apis/photos/v1/users/me/verification',
    { preHandler: app.authenticate, schema: { tags, summary: "The member's verification state", response: { 200: verificationStateSchema, ...errors } } },
    async (request) => service.state(authOf(request).accountId),
  );

  api.post(
    '/apis/photos/v1/users/me/verification/hash',
    { preHandler: app.authenticate, schema: { tags, summary: 'A new verification hash with the gesture to show on the photo', response: { 200: verificationHashResponseSchema, ...errors } } },
    async (request) => {
      await budget(request, 'hash', HASH_THROTTLE);
      return service.issueHash(authOf(request).accountId);
    },
  );

  api.get(
    '/apis/photos/v1/users/me/verification/gesture',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "The gesture of one of the member's hashes (404 for an unknown or foreign hash, 400 once expired or used)", querystring: verificationGestureQuerySchema, response: { 200: verificationGestureResponseSchema, ...errors } },
    },
    async (request) => service.gesture(authOf(request).accountId, request.query.hash),
  );

  api.post(
    '/apis/photos/v1/users/me/verification/photos',
    {
      preHandler: app.authenticate,
      bodyLimit: MAX_PHOTO_BYTES + 1024 * 1024,
      schema: { tags, summary: 'The gesture photo (multipart: hash and file); shown to no other member, pending until decided', consumes: ['multipart/form-data'], response: { 200: verificationPhotoResponseSchema, ...errors } },
    },
    async (request) => {
      await budget(request, 'photo', PHOTO_THROTTLE);
      const { hash, photo } = await readVerificationUpload(request);
      return service.submitPhoto(authOf(request).accountId, hash, photo);
    },
  );
}
