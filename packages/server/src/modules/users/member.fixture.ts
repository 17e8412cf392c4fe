import { AUTH_SCHEME, DEFAULT_BRAND_ID } from '@amora/contracts';
import type { TestApp } from '../../testing/test-app.ts';
import type { AccountRow, NewProfile } from '../accounts/repo.ts';

export interface SignedInMember {
  account: AccountRow;
  /** The Authorization header of a fresh session. */
  headers: { authorization: string };
  /** A new access token of the same session, for tests that move the clock past 15 minutes. */
  freshHeaders(): Promise<{ authorization: string }>;
}

export interface MemberOptions {
  email?: string;
  brandId?: number;
  /** Account status (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, -2 banned. */
  ok?: number;
  profile?: Partial<NewProfile>;
  account?: Partial<Omit<AccountRow, 'id' | 'hid'>>;
}

let counter = 0;

/** A member created through the accounts service, with a session started as login would. */
export async function signedInMember(t: TestApp, options: MemberOptions = {}): Promise<SignedInMember> {
  const { accounts, sessions } = t.app.platform;
  const id = await accounts.create({
    brandId: options.brandId ?? DEFAULT_BRAND_ID,
    email: options.email ?? `member-${++counter}-${Date.now()}@example.com`,
    passwordHash: null,
    profile: {
      name: 'Anna',
      gender: 'female',
      birthday: '1994-03-25',
      search_gender: 'male',
      search_age_from: 28,
      search_age_to: 42,
      ...options.profile,
    },
  });
  const changes = { ...options.account, ...(options.ok === undefined ? {} : { ok: options.ok }) };
  if (Object.keys(changes).length) await accounts.update(id, changes);
  const account = (await accounts.findById(id))!;
  const tokens = await sessions.start(account);
  const { sessionId } = await t.app.platform.accessTokens.verify(tokens.accessToken.access_token);
  return {
    account,
    headers: { authorization: `${AUTH_SCHEME} ${tokens.accessToken.access_token}` },
    async freshHeaders() {
      const { access_token } = await t.app.platform.accessTokens.issue({ accountId: account.id, sessionId, brandId: account.brand_id });
      return { authorization: `${AUTH_SCHEME} ${access_token}` };
    },
  };
}
