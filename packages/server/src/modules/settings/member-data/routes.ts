import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportParamsSchema, dataRequestBodySchema, dataRequestResponseSchema, errorEnvelopeSchema } from '@amora/contracts';
import { authOf } from '../../../platform/auth/authenticate.ts';
import { brandOf } from '../../../platform/brand.ts';
import { HOUR, MINUTE } from '../../../platform/clock.ts';
import { ApiError } from '../../../platform/errors.ts';
import { Throttle } from '../../../platform/throttle.ts';
import { eraseSelfRemovedAccounts } from './erase-job.ts';
import { DATA_EXPORT_PATH, openExport, runDataExports } from './export-job.ts';
import { requestDataExport } from './request.ts';
import { settingsMemberData } from './settings-member-data.ts';

const tags = ['settings'];

/**
 * Request my data, the download of its archive, and the erase of self-removed accounts
 * (contracts data-export.ts; DESIGN.md §13): both jobs read and erase every module's rows through
 * the member-data registry, where this module registers its own.
 */
export async function memberDataRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const { accounts } = app.services;
  const throttle = new Throttle(platform.db, platform.clock);

  platform.memberData.register(settingsMemberData({ db: platform.db, accounts, storage: platform.storage, mail: platform.mail }));
  platform.jobs.register({ name: 'settings.data-export', everyMs: MINUTE, run: () => runDataExports(platform, accounts) });
  platform.jobs.register({ name: 'settings.erase-self-removed', everyMs: HOUR, run: () => eraseSelfRemovedAccounts(platform, accounts) });

  api.post(
    '/rest/v2/user/zendesk/used_user_data_request',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        body: dataRequestBodySchema,
        response: { 200: dataRequestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await requestDataExport({ platform, accounts, throttle }, authOf(request), { ...request.body, ip: request.ip });
      return { result: true as const };
    },
  );

  // No session: the mailed link is the key (long, random, stored hashed, DATA_EXPORT_LINK_DAYS).
  api.get(`${DATA_EXPORT_PATH}:token`, { schema: { tags, params: dataExportParamsSchema } }, async (request, reply) => {
    const file = await openExport(platform, request.params.token);
    if (!file) throw ApiError.notFound('No such export, or its link expired');
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-disposition', `attachment; filename="${brandOf(request).shortName}-my-data.zip"`)
      .header('content-length', file.size)
      .type('application/zip')
      .send(file.body);
  });
}
