import { DEFAULT_BRAND_ID, sessionResponseSchema, type Session } from '@amora/contracts';
import { MINUTE, type ManualClock } from '../../platform/clock.ts';
import { hostOf, type SeededMember, type SeedMemberOptions } from '../../testing/seed.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { AccountRow } from '../accounts/index.ts';

export { PASSWORD } from '../../testing/personas.ts';

/** The login limits' window (modules/auth/login-throttle.ts counts per 15 minutes). */
export const LOGIN_WINDOW = 15 * MINUTE;

/** Moves the clock to the start of the next login window; returns that window's end in epoch seconds. */
export function startNextLoginWindow(clock: ManualClock): number {
  const next = (Math.floor(clock.now() / LOGIN_WINDOW) + 1) * LOGIN_WINDOW;
  clock.set(next);
  return (next + LOGIN_WINDOW) / 1000;
}

/** A new client address at each call, `10.<block>.x.y`: a file's own block keeps its addresses apart. */
export function addressesIn(block: number): () => string {
  let seq = 0;
  return () => {
    seq++;
    return `10.${block}.${Math.floor(seq / 250)}.${seq % 250}`;
  };
}

export interface MemberOptions {
  email: string;
  /** Defaults to PASSWORD; null for an account without a password (e-mail flow). */
  password?: string | null;
  brandId?: number;
  /** Account status (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, -2 banned. */
  ok?: number;
  emailConfirmed?: boolean;
}

/** Where the login tests start: alice's answers, PASSWORD unless given, a confirmed e-mail. */
export function loginMember(options: MemberOptions): SeedMemberOptions {
  return { persona: 'alice', ...options, emailConfirmed: options.emailConfirmed ?? true };
}

/** A member who has not logged in yet (testing/seed.ts). */
export async function createMember(t: TestApp, options: MemberOptions): Promise<AccountRow> {
  return (await t.seed.member({ ...loginMember(options), signIn: false })).account;
}

/** A member with one session started through POST /rest/v2/login, as the web starts it. */
export function memberWithSession(t: TestApp, options: MemberOptions): Promise<SeededMember> {
  return t.seed.member({ ...loginMember(options), signIn: 'login' });
}

/** A member who has just logged in, and the session POST /rest/v2/login answered her, as the web reads it. */
export async function newMemberSession(t: TestApp, options: MemberOptions): Promise<Session> {
  const { account, password } = await t.seed.member({ ...loginMember(options), signIn: false });
  const res = await login(t, { email: account.email, password, product_id: account.brand_id }, { host: hostOf(account.brand_id) });
  if (res.statusCode !== 200) throw new Error(`login of ${account.email} failed: ${res.body}`);
  return sessionResponseSchema.parse(res.json()).result;
}

/** POST /rest/v2/login on brand 7 with the given credentials. */
export function login(t: TestApp, body: Record<string, unknown>, options: { ip?: string; host?: string } = {}) {
  return t.request({
    method: 'POST',
    url: '/rest/v2/login',
    payload: { product_id: DEFAULT_BRAND_ID, ...body },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.host ? { headers: { host: options.host } } : {}),
  });
}
