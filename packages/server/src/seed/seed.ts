import { performance } from 'node:perf_hooks';
import { hashPassword } from '../platform/auth/passwords.ts';
import { newHid } from '../platform/ids.ts';
import { normalizeEmail, type NewAccount } from '../modules/accounts/index.ts';
import type { RenditionFiles, Renditions } from '../modules/photos/index.ts';
import type { AppContext } from '../modules/services.ts';
import { AVATAR_POOL_SIZE, renderAvatar } from './avatars.ts';
import { createDemoAccount } from './demo-account.ts';
import { planMember, type MemberPlan } from './members.ts';

/** The seed `npm start` uses, so every fresh demo shows the same people. */
export const DEFAULT_SEED = 20_260_115;
/** Every demo member's password (the bench logs in with it). */
export const DEMO_MEMBER_PASSWORD = 'demo-member-password';
/** Members per transaction: big enough to amortise commits, small enough to keep locks short. */
const BATCH_SIZE = 500;

export interface SeedMembersOptions {
  seed?: number;
  /** Index of the first member; members are numbered from 1 by default (member1@example.com …). */
  firstIndex?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedDemoOptions {
  /** Demo members besides the demo account (config.demoUsers). */
  users: number;
  seed?: number;
  onProgress?: SeedMembersOptions['onProgress'];
}

export interface SeedDemoResult {
  /** False when the database already had accounts and nothing was written. */
  seeded: boolean;
  members: number;
  milliseconds: number;
}

/**
 * Seeds an empty database: the demo account and `users` demo members spread over all brands.
 * A database with any account is left alone, so restarts never duplicate the population.
 */
export async function seedDemo(app: AppContext, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = performance.now();
  if (await app.services.accounts.hasAny()) return { seeded: false, members: 0, milliseconds: 0 };
  await createDemoAccount(app);
  const members = await seedMembers(app, options.users, { seed: options.seed, onProgress: options.onProgress });
  return { seeded: true, members, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Adds `count` demo members (also what the bench uses for 100k-member databases). Fast by
 * construction (DESIGN.md §11): one argon2 hash shared by all, a pool of avatars rendered and
 * stored once and referenced by every member's photo row, and batched transactions.
 */
export async function seedMembers(app: AppContext, count: number, options: SeedMembersOptions = {}): Promise<number> {
  const { platform, services } = app;
  if (count <= 0) return 0;
  const seed = options.seed ?? DEFAULT_SEED;
  const firstIndex = options.firstIndex ?? 1;
  const [passwordHash, pool] = await Promise.all([hashPassword(DEMO_MEMBER_PASSWORD), storeAvatarPool(app)]);
  const now = platform.clock.now();

  for (let done = 0; done < count; done += BATCH_SIZE) {
    const plans = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, (_, i) => planMember(seed, firstIndex + done + i, now));
    const accountIds = await platform.db
      .transaction()
      .execute((trx) => services.accounts.insertMany(plans.map((plan) => ({ account: accountRow(plan, passwordHash), profile: plan.profile })), trx));
    await services.photoFiles.addSharedPhotos(
      plans.flatMap((plan, i) =>
        plan.avatarSlot === null ? [] : [{ accountId: accountIds[i]!, files: pool[plan.avatarSlot]!, isAvatar: true, moderation: 'approved' as const }],
      ),
    );
    options.onProgress?.(done + plans.length, count);
  }
  return count;
}

/**
 * The avatar pool through the photo pipeline, every preset of every slot, rendered once per
 * process: the pool never changes, and the e2e run seeds a fresh server for each group of tests
 * (rendering it took seven seconds of each start).
 */
let renderedPool: Promise<Renditions[]> | undefined;

/** Stores the avatar pool's renditions (rendered on first use) under new storage keys. */
async function storeAvatarPool({ services }: AppContext): Promise<RenditionFiles[]> {
  renderedPool ??= Promise.all(Array.from({ length: AVATAR_POOL_SIZE }, async (_, slot) => services.photoFiles.renderRenditions(await renderAvatar(slot))));
  const pool = await renderedPool.catch((error: unknown) => {
    renderedPool = undefined;
    throw error;
  });
  return Promise.all(pool.map((renditions) => services.photoFiles.storeRenditions(renditions)));
}

function accountRow(plan: MemberPlan, passwordHash: string): NewAccount {
  return {
    hid: newHid(),
    brand_id: plan.brandId,
    email: plan.email,
    email_normalized: normalizeEmail(plan.email),
    password_hash: passwordHash,
    is_has_password: 1,
    ok: plan.ok,
    email_confirmed: plan.emailConfirmed ? 1 : 0,
    registered_at: plan.registeredAt,
    language: plan.language,
    zendesk_hid: newHid(),
    last_online_at: plan.lastOnlineAt,
  };
}
