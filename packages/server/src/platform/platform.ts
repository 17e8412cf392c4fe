import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import { DAY, HOUR, type Clock } from './clock.ts';
import type { Database, Dialect } from './db/database.ts';
import type { DatabaseSchema } from './db/schema.ts';
import type { Secrets } from './secrets.ts';
import { AccessTokens } from './auth/access-token.ts';
import { Sessions } from './auth/sessions.ts';
import { AccountsService } from '../modules/accounts/service.ts';
import { FileStorage, type Storage } from './storage.ts';
import { PhotosService } from '../modules/photos/service.ts';
import { MediaUrlSigner } from '../modules/photos/media-urls.ts';
import { Mailer } from './mail/mailer.ts';
import { createMailTransport } from './mail/transport.ts';
import { Jobs } from './jobs.ts';
import { Throttle } from './throttle.ts';
import { InProcessBus, type RealtimeBus } from './realtime/bus.ts';
import { Realtime } from './realtime/realtime.ts';
import { RedisBus } from './realtime/redis-bus.ts';

/** The cross-cutting services every module may use (DESIGN.md §1 `platform/`). */
export interface Platform {
  config: AppConfig;
  clock: Clock;
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  secrets: Secrets;
  accessTokens: AccessTokens;
  sessions: Sessions;
  accounts: AccountsService;
  /** Media files under DATA_DIR/media (DESIGN.md §9). */
  storage: Storage;
  photos: PhotosService;
  /** Mail through the outbox, sent after commit (platform/mail). */
  mail: Mailer;
  /** Periodic housekeeping each module registers (platform/jobs.ts). */
  jobs: Jobs;
  /** Frames to members' sockets and revoked sessions, across server processes (DESIGN.md §7). */
  realtime: Realtime;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

export function createPlatform(config: AppConfig, database: Database, clock: Clock, secrets: Secrets): Platform {
  const accessTokens = new AccessTokens(secrets.jwtKey, clock);
  const storage = new FileStorage(path.join(config.dataDir, 'media'));
  const realtime = new Realtime(createBus(config), config.realtimePrefix);
  return {
    config,
    clock,
    db: database.db,
    dialect: database.dialect,
    secrets,
    accessTokens,
    sessions: new Sessions(database.db, accessTokens, clock),
    accounts: new AccountsService(database.db, clock),
    storage,
    photos: new PhotosService(database.db, storage, clock, new MediaUrlSigner(secrets.jwtKey, clock)),
    mail: new Mailer(database.db, clock, createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir })),
    jobs: platformJobs(database.db, clock),
    realtime,
  };
}

function createBus(config: AppConfig): RealtimeBus {
  return config.redisUrl ? new RedisBus(config.redisUrl) : new InProcessBus();
}

/** The platform's own housekeeping; modules register theirs when they load. */
function platformJobs(db: Kysely<DatabaseSchema>, clock: Clock): Jobs {
  const jobs = new Jobs();
  const throttle = new Throttle(db, clock);
  // Every throttle window is an hour at most; a day-old counter can refuse nothing.
  jobs.register({ name: 'throttle.purge', everyMs: HOUR, run: () => throttle.purgeStale(clock.now() - DAY) });
  return jobs;
}
