import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiCode, API_VERSION, type ErrorEnvelope } from '@amora/contracts';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { registerCompression } from './platform/compression.ts';
import { registerErrorHandling, registerNotFoundHandler } from './platform/errors.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { serializerCompiler } from './platform/serializer.ts';
import { loggerOptions } from './platform/logging.ts';
import { createPlatform } from './platform/platform.ts';
import { loadOrCreateSecrets, type Secrets } from './platform/secrets.ts';
import { registerBrandResolution } from './platform/brand.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { modules } from './modules/index.ts';
import { createServices } from './modules/services.ts';

export interface AppDeps {
  clock?: Clock;
  secrets?: Secrets;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** false silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * State-changing calls need no Accept-Version: a signed token in the request, not a cookie,
     * is the whole proof, so a cross-site form gains nothing (RFC 8058 one-click unsubscribe).
     */
    csrfExempt?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIXES = ['/rest/', '/v3/', '/apis/', '/api/'];
const RATE_LIMITED_PREFIXES = [...API_PREFIXES, '/system/'];

/**
 * Request bodies larger than this are refused unread (413). JSON calls carry a few KiB; the
 * routes that need more say so with their own `bodyLimit` (client logs, UI event batches, uploads).
 */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Builds the whole server without listening (DESIGN.md §1); tests use inject or listen(0). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir }));
  await migrate(database);
  const clock = deps.clock ?? systemClock;
  const secrets = deps.secrets ?? loadOrCreateSecrets(config.dataDir);

  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    // A URL that cannot be decoded still answers the error envelope, not Fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorEnvelope = { code: ApiCode.validation, message: error.message };
      void (reply as FastifyReply).code(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ checkAnswers: config.checkAnswers }));
  app.decorate('platform', createPlatform(config, database, clock, secrets));
  app.decorate('services', createServices(app.platform));
  const { jobs, events } = app.platform;
  app.addHook('onReady', async () => {
    jobs.start((job, err) => app.log.warn({ err, job }, 'job failed'));
    // Every module has subscribed by now: what a crash or another process left goes out first.
    events.start((err, where) => app.log.warn({ err, ...where }, 'event dispatch failed'));
  });
  // One hook, so the order holds: housekeeping and dispatch finish before the database goes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.stop();
    if (!deps.database) await database.destroy();
  });

  // Pages, bundles, icons and photos are cheap and cached; the budget is for API calls. Decided
  // per route from the pattern it is registered with, before the rate limit plugin sees it.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined || RATE_LIMITED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    route.config = { ...route.config, rateLimit: false };
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerBrandResolution(app);
  registerAuthentication(app);
  registerNulGuard(app);

  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(cookie);
  // Realtime client frames are small (an auth frame carries a token); ws refuses anything larger.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ApiCode.rateLimited,
      message: `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  // Unknown paths spend the same budget: a 404 is no way around the limit.
  registerNotFoundHandler(app, { preHandler: app.rateLimit() });

  // CSRF guard: cookies are SameSite=Lax and a state-changing call must carry Accept-Version,
  // which a cross-site form cannot send (DESIGN.md §6). An unknown path is guarded too.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // By the pattern of the matched route (undefined for an unknown path), never by the raw URL:
    // the router decodes `/%72est/v2/logout` to `/rest/v2/logout`, a prefix test on the text does not.
    const route = request.routeOptions.url;
    if (route !== undefined && !API_PREFIXES.some((p) => route.startsWith(p))) return;
    if (request.routeOptions.config.csrfExempt) return;
    if (request.headers['accept-version'] !== API_VERSION) {
      return reply.code(403).send({ code: ApiCode.forbidden, message: `Missing header Accept-Version: ${API_VERSION}` });
    }
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Amora API', version: '3.0' },
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <access_token>' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  for (const module of modules) await app.register(module);
  return app;
}
