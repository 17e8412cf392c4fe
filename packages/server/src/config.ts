import path from 'node:path';
import { REALTIME_AUTH_TIMEOUT_MS, REALTIME_HEARTBEAT_MS } from '@amora/contracts';
import type { VapidKeys } from './platform/secrets.ts';

/** Everything the server reads from the environment (DESIGN.md §3). All optional. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  databaseSchema?: string;
  /** Redis pub/sub for the realtime bus (DESIGN.md §7); in-process when unset. */
  redisUrl?: string;
  /**
   * Bus topics start with this, so servers sharing one database share one bus and nothing else
   * does (REALTIME_PREFIX; by default derived from the database).
   */
  realtimePrefix: string;
  /** Heartbeat and first-frame deadline of realtime sockets (a proxy with a short idle timeout wants a shorter heartbeat). */
  realtimeHeartbeatMs: number;
  realtimeAuthTimeoutMs: number;
  smtpUrl?: string;
  demoUsers: number;
  publicUrl?: string;
  logLevel: string;
  /** Directory of the built SPA (packages/web/dist); index.html is rendered per brand from it. */
  webDistDir: string;
  /** Country for loopback clients, so tests and demos choose a region (DESIGN.md §13). */
  defaultCountry: string;
  /** Operator-editable flags and split tests (see config/features.json). */
  featuresFile: string;
  /** Translation files served at /i18n/<lang>/<namespace>.json (the web writes them). */
  i18nDir: string;
  /** Demo mode exposes /dev/mailbox; DEMO_MODE=0 or NODE_ENV=production turns it off. */
  demoMode: boolean;
  /**
   * In demo mode `npm start` brings the seeded members to life (modules/demo-population, rates in
   * config/demo-population.json); DEMO_POPULATION=0 keeps them still. Never outside demo mode.
   */
  demoPopulation: boolean;
  /**
   * Every answer is checked against its zod contract before it is written (a mismatch is a 500),
   * so tests and development catch an answer that drifts from the contract. Production writes
   * them without the check (platform/serializer.ts). CHECK_ANSWERS=0|1; on unless NODE_ENV=production.
   */
  checkAnswers: boolean;
  /** API requests per minute per client IP (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /**
   * Proxy hops whose X-Forwarded-For is believed (TRUST_PROXY); 0 = none, so a client cannot
   * pick its own IP and dodge per-IP throttling.
   */
  trustProxyHops: number;
  /** Social sign-up providers; one without a client id and secret is disabled. */
  social: SocialConfig;
  /**
   * Hosts, addresses and CIDR ranges a photo URL may reach although they are private, loopback
   * or link-local (PHOTO_URL_ALLOWLIST, comma-separated); empty = none (DESIGN.md §6, SSRF).
   */
  photoUrlAllowlist: string[];
  /** How often the domain-event dispatcher looks for events left pending (EVENTS_POLL_MS). */
  eventsPollMs: number;
  /**
   * Test hook (EVENTS_DISPATCH_DELAY_MS): the dispatcher of this process dispatches nothing for
   * this long after start, so a kill lands between a commit and its dispatch. 0 in production.
   */
  eventsDispatchDelayMs: number;
  /**
   * A member reported by this many distinct members within a day is hidden from discovery until
   * an operator reviews the reports (REPORTS_TO_HIDE; DESIGN.md §14 "Reports"; modules/safety).
   */
  reportsToHide: number;
  /** Web push (modules/webpush). */
  webPush: WebPushConfig;
}

/** Web push: who signs, which key, and which push services the server may post to. */
export interface WebPushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url); without them the keys of DATA_DIR/secrets.json sign. */
  keys?: VapidKeys;
  /** VAPID_SUBJECT: how a push service reaches the operator (`mailto:` or `https:`). */
  subject: string;
  /**
   * Hosts a subscription's endpoint may name, each with its subdomains (WEB_PUSH_HOSTS,
   * comma-separated): the browsers' push services by default. The server posts to the endpoint a
   * member sent, so anything else would let a member aim the server at an internal address.
   */
  pushServiceHosts: string[];
  /** WEB_PUSH_LOOPBACK=1: endpoints at http://127.0.0.1:<port> too (tests and local push receivers only). */
  allowLoopback: boolean;
}

/** The push services of Chrome and the Chromium browsers (FCM), Firefox, Edge and Safari. */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Google: OpenID Connect, endpoints found by discovery from the issuer. */
export interface GoogleProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Facebook: OAuth2 plus the Graph API (`/me`, `/me/photos`). */
export interface FacebookProviderConfig {
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface SocialConfig {
  google?: GoogleProviderConfig;
  facebook?: FacebookProviderConfig;
}

const serverRoot = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    realtimePrefix: env.REALTIME_PREFIX || `amora:${env.DATABASE_URL ? `${env.DATABASE_URL}:${env.DATABASE_SCHEMA ?? 'public'}` : dataDir}`,
    realtimeHeartbeatMs: intFrom(env.REALTIME_HEARTBEAT_MS, REALTIME_HEARTBEAT_MS),
    realtimeAuthTimeoutMs: intFrom(env.REALTIME_AUTH_TIMEOUT_MS, REALTIME_AUTH_TIMEOUT_MS),
    smtpUrl: env.SMTP_URL || undefined,
    demoUsers: intFrom(env.DEMO_USERS, 300),
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(serverRoot, '../web/dist')),
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'DE').toUpperCase(),
    featuresFile: path.resolve(env.FEATURES_FILE ?? path.join(serverRoot, 'config/features.json')),
    i18nDir: path.resolve(env.I18N_DIR ?? path.join(serverRoot, '../web/public/i18n')),
    demoMode: env.DEMO_MODE !== '0' && env.NODE_ENV !== 'production',
    demoPopulation: env.DEMO_MODE !== '0' && env.NODE_ENV !== 'production' && env.DEMO_POPULATION !== '0',
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === '1' : env.NODE_ENV !== 'production',
    rateLimitPerMinute: intFrom(env.RATE_LIMIT_PER_MINUTE, 1200),
    trustProxyHops: intFrom(env.TRUST_PROXY, 0),
    social: socialFrom(env),
    photoUrlAllowlist: (env.PHOTO_URL_ALLOWLIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    eventsPollMs: intFrom(env.EVENTS_POLL_MS, 1000),
    eventsDispatchDelayMs: intFrom(env.EVENTS_DISPATCH_DELAY_MS, 0),
    reportsToHide: Math.max(1, intFrom(env.REPORTS_TO_HIDE, 3)),
    webPush: webPushFrom(env),
  };
}

function webPushFrom(env: NodeJS.ProcessEnv): WebPushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const hosts = (env.WEB_PUSH_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const publicUrl = env.PUBLIC_URL || '';
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : 'mailto:webpush@amora.invalid'),
    pushServiceHosts: hosts.length > 0 ? hosts : PUSH_SERVICE_HOSTS,
    allowLoopback: env.WEB_PUSH_LOOPBACK === '1',
  };
}

/** The real providers' addresses are the defaults; tests and demos point them at a local IdP. */
function socialFrom(env: NodeJS.ProcessEnv): SocialConfig {
  const social: SocialConfig = {};
  if (env.SOCIAL_GOOGLE_CLIENT_ID && env.SOCIAL_GOOGLE_CLIENT_SECRET) {
    social.google = {
      issuer: env.SOCIAL_GOOGLE_ISSUER || 'https://accounts.google.com',
      clientId: env.SOCIAL_GOOGLE_CLIENT_ID,
      clientSecret: env.SOCIAL_GOOGLE_CLIENT_SECRET,
    };
  }
  if (env.SOCIAL_FACEBOOK_CLIENT_ID && env.SOCIAL_FACEBOOK_CLIENT_SECRET) {
    social.facebook = {
      authUrl: env.SOCIAL_FACEBOOK_AUTH_URL || 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: env.SOCIAL_FACEBOOK_TOKEN_URL || 'https://graph.facebook.com/v19.0/oauth/access_token',
      graphUrl: env.SOCIAL_FACEBOOK_GRAPH_URL || 'https://graph.facebook.com/v19.0',
      clientId: env.SOCIAL_FACEBOOK_CLIENT_ID,
      clientSecret: env.SOCIAL_FACEBOOK_CLIENT_SECRET,
    };
  }
  return social;
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}
