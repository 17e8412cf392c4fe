/**
 * Members for the realtime bench: active accounts of the seeded bench database, each signed in
 * with a session of its own (as login would start one), and the host of its brand, since an
 * access token is only good on the brand that issued it.
 */
import { brandById } from '../packages/contracts/src/index.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { systemClock } from '../packages/server/src/platform/clock.ts';
import { openDatabase } from '../packages/server/src/platform/db/database.ts';
import { createPlatform } from '../packages/server/src/platform/platform.ts';
import { loadOrCreateSecrets } from '../packages/server/src/platform/secrets.ts';

export interface SignedInMember {
  accountId: number;
  /** `<shortName>.localhost`: the Host header of the member's brand. */
  host: string;
  accessToken: string;
}

export interface SignInOptions {
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
  count: number;
}

/** The first `count` active members of the bench database, each with a fresh session. */
export async function signInMembers({ dataDir, databaseUrl, schema, count }: SignInOptions): Promise<SignedInMember[]> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  const database = await openDatabase({ databaseUrl, schema, dataDir });
  try {
    const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(dataDir));
    const accounts = await platform.db.selectFrom('accounts').select(['id', 'brand_id']).where('ok', '=', 1).orderBy('id').limit(count).execute();
    if (accounts.length < count) throw new Error(`the bench database has ${accounts.length} active members, ${count} needed`);
    const members: SignedInMember[] = [];
    for (const account of accounts) {
      const tokens = await platform.sessions.start(account);
      members.push({ accountId: account.id, host: `${brandById(account.brand_id)!.shortName}.localhost`, accessToken: tokens.accessToken.access_token });
    }
    return members;
  } finally {
    await database.destroy();
  }
}
