import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import { DAY, HOUR, type Clock } from './clock.ts';
import type { Database, Dialect } from './db/database.ts';
import type { DatabaseSchema } from './db/schema.ts';
import type { Secrets } from './secrets.ts';
import { AccessTokens } from './auth/access-token.ts';
import { Sessions } from './auth/sessions.ts';
import { FileStorage, type Storage } from './storage.ts';
import { Mailer } from './mail/mailer.ts';
import { createMailTransport } from './mail/transport.ts';
import { Jobs } from './jobs.ts';
import { JobLeases } from './job-leases.ts';
import { EventOutbox } from './events/outbox.ts';
import { MemberDataRegistry } from './member-data.ts';
import { Throttle } from './throttle.ts';
import { InProcessBus, type RealtimeBus } from './realtime/bus.ts';
import { Realtime } from './realtime/realtime.ts';
import { RedisBus } from './realtime/redis-bus.ts';

/**
 * The cross-cutting services every module may use (DESIGN.md §1 `platform/`). Feature services
 * are built by the modules' composition root (modules/services.ts, `app.services`): platform
 * imports no module.
 */
export interface Platform {
  config: AppConfig;
  clock: Clock;
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  secrets: Secrets;
  accessTokens: AccessTokens;
  sessions: Sessions;
  /** Media files under DATA_DIR/media (DESIGN.md §9). */
  storage: Storage;
  /** Mail through the outbox, sent after commit (platform/mail). */
  mail: Mailer;
  /** Periodic housekeeping each module registers, each tick claimed across processes (platform/jobs.ts). */
  jobs: Jobs;
  /** Domain events recorded in a transaction, dispatched to subscribers after commit (platform/events). */
  events: EventOutbox;
  /** Each module's erase and export of a member's rows, registered with its routes (platform/member-data.ts). */
  memberData: MemberDataRegistry;
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
  const sessions = new Sessions(database.db, accessTokens, clock);
  const memberData = new MemberDataRegistry();
  memberData.register(sessions.memberData());
  const events = new EventOutbox(database.db, database.dialect, clock, { pollMs: config.eventsPollMs, dispatchDelayMs: config.eventsDispatchDelayMs });
  memberData.register(events.memberData());
  return {
    config,
    clock,
    db: database.db,
    dialect: database.dialect,
    secrets,
    accessTokens,
    sessions,
    storage,
    mail: new Mailer(database.db, clock, createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir })),
    jobs: platformJobs(database.db, clock, events),
    events,
    memberData,
    realtime,
  };
}

function createBus(config: AppConfig): RealtimeBus {
  return config.redisUrl ? new RedisBus(config.redisUrl) : new InProcessBus();
}

/** The platform's own housekeeping; modules register theirs when they load. */
function platformJobs(db: Kysely<DatabaseSchema>, clock: Clock, events: EventOutbox): Jobs {
  const jobs = new Jobs(new JobLeases(db, clock));
  const throttle = new Throttle(db, clock);
  // Every throttle window is a day at most; a counter whose window began over a day ago can refuse nothing.
  jobs.register({ name: 'throttle.purge', everyMs: HOUR, run: () => throttle.purgeStale(clock.now() - DAY) });
  // A settled event is kept a week for operators looking into a delivery, then goes.
  jobs.register({ name: 'events.purge', everyMs: HOUR, run: () => events.purgeSettled(clock.now() - 7 * DAY) });
  return jobs;
}
