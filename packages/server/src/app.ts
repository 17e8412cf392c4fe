import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiCode, API_VERSION, type ErrorEnvelope } from '@amora/contracts';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { loggerOptions } from './platform/logging.ts';
import { createPlatform } from './platform/platform.ts';
import { loadOrCreateSecrets, type Secrets } from './platform/secrets.ts';
import { registerBrandResolution } from './platform/brand.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { modules } from './modules/index.ts';

export interface AppDeps {
  clock?: Clock;
  secrets?: Secrets;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** false silences logging (tests); a stream receives the JSON log lines instead of stdout. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIXES = ['/rest/', '/v3/', '/apis/', '/api/'];
const ONE_CLICK_UNSUBSCRIBE_PATH = '/rest/v2/unsubscribe/one-click';
const RATE_LIMITED_PREFIXES = [...API_PREFIXES, '/system/'];

/** Builds the whole server without listening (DESIGN.md §1); tests use inject or listen(0). */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir }));
  await migrate(database);
  const clock = deps.clock ?? systemClock;
  const secrets = deps.secrets ?? loadOrCreateSecrets(config.dataDir);

  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A URL that cannot be decoded still answers the error envelope, not Fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorEnvelope = { code: ApiCode.validation, message: error.message };
      void (reply as FastifyReply).code(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('platform', createPlatform(config, database, clock, secrets));
  const { jobs } = app.platform;
  app.addHook('onReady', async () => jobs.start((job, err) => app.log.warn({ err, job }, 'job failed')));
  // One hook, so the order holds: housekeeping finishes before the database goes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!deps.database) await database.destroy();
  });

  registerErrorHandling(app);
  registerBrandResolution(app);
  registerAuthentication(app);
  registerNulGuard(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        // Demo and brand hosts run on plain HTTP (`*.localhost`); upgrading would break them.
        upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl?.startsWith('https:') ?? false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // Realtime client frames are small (an auth frame carries a token); ws refuses anything larger.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    // Pages, bundles, icons and photos are cheap and cached; the budget is for API calls.
    allowList: (request) => !RATE_LIMITED_PREFIXES.some((p) => request.url.startsWith(p)),
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: ApiCode.rateLimited,
      message: `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  // CSRF guard: cookies are SameSite=Lax and a state-changing call must carry Accept-Version,
  // which a cross-site form cannot send (DESIGN.md §6).
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!API_PREFIXES.some((p) => request.url.startsWith(p))) return;
    // RFC 8058 one-click unsubscribe comes from mail clients, which send no Accept-Version; its
    // signed token, not a cookie, is the proof, so a cross-site form gains nothing.
    if (request.url.startsWith(ONE_CLICK_UNSUBSCRIBE_PATH)) return;
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
