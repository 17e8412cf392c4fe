import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAIL_DOMAINS, mailDomainListResponseSchema } from '@amora/contracts';

export default async function marketingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // No auth: the sign-up e-mail step asks before an account exists (spec 1 §7).
  api.get(
    '/rest/v2/marketing/mail-domain-list',
    { schema: { tags: ['marketing'], response: { 200: mailDomainListResponseSchema } } },
    async () => ({ result: { domains: [...MAIL_DOMAINS] } }),
  );
}
