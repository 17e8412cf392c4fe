import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVICE_ID_HEADER,
  ensureSplitBindingsBodySchema,
  ensureSplitBindingsResponseSchema,
  errorEnvelopeSchema,
  initBodySchema,
  initResponseSchema,
} from '@amora/contracts';
import { authOf } from '../../platform/auth/authenticate.ts';
import { brandOf } from '../../platform/brand.ts';
import { FeaturesConfigStore } from './config-file.ts';
import { FeaturesService, type Member } from './service.ts';
import { featuresMemberData } from './member-data.ts';

const tags = ['features'];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const deviceHeaders = z.object({ [DEVICE_ID_HEADER]: z.string().min(1).max(128).optional() });

export default async function featuresRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.platform.memberData.register(featuresMemberData());
  const { config, clock } = app.platform;
  const store = new FeaturesConfigStore(config.featuresFile, clock, (error) =>
    app.log.error({ err: error }, 'features file not reloaded: keeping the previous configuration'),
  );
  const features = new FeaturesService(app.platform, app.services.accounts, store);

  /**
   * A visitor's country for flag overrides. DESIGN.md §13 takes it from the client IP, loopback
   * reading DEFAULT_COUNTRY; with no IP database installed, every visitor reads DEFAULT_COUNTRY.
   */
  const requestCountry = (_request: FastifyRequest) => config.defaultCountry;

  const memberOf = (request: FastifyRequest): Member | undefined =>
    request.auth ? { accountId: request.auth.accountId, hid: request.auth.hid } : undefined;

  api.post(
    '/v3/init',
    {
      // Visitors need flags too, so a login is optional; a token that is sent must be valid
      // (401 lets the client refresh it), whatever the account state.
      preHandler: async function optionalAuth(request, reply) {
        if (request.headers.authorization) await app.authenticateAnyState.call(app, request, reply);
      },
      schema: { tags, headers: deviceHeaders, body: initBodySchema.nullish(), response: { 200: initResponseSchema, ...errors } },
    },
    async (request) => {
      const brand = brandOf(request);
      const member = memberOf(request);
      const splitHids = request.body?.splitHids ?? features.configuredSplitHids();
      // The member's profile (for the audience) and bindings are read at once: one round trip, not two.
      const [audience, splitBindings] = await Promise.all([
        features.audienceOf(member, brand.id, requestCountry(request)),
        member ? features.bindMember(member, splitHids) : features.bindVisitor(request.headers[DEVICE_ID_HEADER], splitHids),
      ]);
      return { features: features.features(audience), splitBindings };
    },
  );

  api.post(
    '/v3/split/bindings::ensure',
    {
      preHandler: app.authenticate,
      schema: { tags, body: ensureSplitBindingsBodySchema, response: { 200: ensureSplitBindingsResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = authOf(request);
      return { splitBindings: await features.bindMember({ accountId: auth.accountId, hid: auth.hid }, request.body.splitHids) };
    },
  );
}
