import { DEFAULT_BRAND_ID } from '@amora/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { AccountRow } from '../accounts/repo.ts';

export const PASSWORD = 'correct-horse-battery';

const hashes = new Map<string, Promise<string>>();

export interface MemberOptions {
  email: string;
  /** Defaults to PASSWORD; null for an account without a password (e-mail flow). */
  password?: string | null;
  brandId?: number;
  /** Account status (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, -2 banned. */
  ok?: number;
  emailConfirmed?: boolean;
}

/** A member created through the accounts service, as sign-up would. */
export async function createMember(t: TestApp, options: MemberOptions): Promise<AccountRow> {
  const password = options.password === undefined ? PASSWORD : options.password;
  let passwordHash: string | null = null;
  if (password !== null) {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    passwordHash = await hashes.get(password)!;
  }
  const accounts = t.app.platform.accounts;
  const id = await accounts.create({
    brandId: options.brandId ?? DEFAULT_BRAND_ID,
    email: options.email,
    passwordHash,
    emailConfirmed: options.emailConfirmed ?? true,
    profile: { name: 'Alice', gender: 'female', birthday: '1995-04-02', search_gender: 'male', search_age_from: 25, search_age_to: 40 },
  });
  if (options.ok !== undefined) await accounts.update(id, { ok: options.ok });
  return (await accounts.findById(id))!;
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
