/**
 * The messenger bench's members: pairs of active members of one brand (a member sees and writes
 * to members of their own brand), each signed in with a session of their own, then matched
 * through the API — each likes the other, as members do — so every message between them is
 * sent at once (DESIGN.md §14: messages to a match are always sent).
 */
import { brandById } from '../packages/contracts/src/index.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { systemClock } from '../packages/server/src/platform/clock.ts';
import { openDatabase } from '../packages/server/src/platform/db/database.ts';
import { createPlatform } from '../packages/server/src/platform/platform.ts';
import { loadOrCreateSecrets } from '../packages/server/src/platform/secrets.ts';
import { callOk } from './messenger-http.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PairMember {
  accountId: number;
  hid: string;
  /** `<shortName>.localhost`: the Host header of the member's brand. */
  host: string;
  accessToken: string;
}

export type Pair = readonly [PairMember, PairMember];

export interface PairOptions {
  dataDir: string;
  databaseUrl?: string;
  schema?: string;
  pairs: number;
}

/** `pairs` pairs of active members, the two of a pair of one brand, each with a fresh session. */
export async function signInPairs({ dataDir, databaseUrl, schema, pairs }: PairOptions): Promise<Pair[]> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  const database = await openDatabase({ databaseUrl, schema, dataDir });
  try {
    const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(dataDir));
    const accounts = await platform.db.selectFrom('accounts').select(['id', 'hid', 'brand_id']).where('ok', '=', 1).orderBy('id').execute();
    const waiting = new Map<number, (typeof accounts)[number]>();
    const chosen: Array<[(typeof accounts)[number], (typeof accounts)[number]]> = [];
    for (const account of accounts) {
      if (chosen.length === pairs) break;
      const partner = waiting.get(account.brand_id);
      if (partner) {
        chosen.push([partner, account]);
        waiting.delete(account.brand_id);
      } else waiting.set(account.brand_id, account);
    }
    if (chosen.length < pairs) throw new Error(`the bench database has ${chosen.length} pairs of active members of one brand, ${pairs} needed`);
    const signIn = async (account: (typeof accounts)[number]): Promise<PairMember> => {
      const tokens = await platform.sessions.start(account);
      return { accountId: account.id, hid: account.hid, host: `${brandById(account.brand_id)!.shortName}.localhost`, accessToken: tokens.accessToken.access_token };
    };
    const signedIn: Pair[] = [];
    for (const [a, b] of chosen) signedIn.push([await signIn(a), await signIn(b)]);
    return signedIn;
  } finally {
    await database.destroy();
  }
}

/** Likes in flight at once while matching: enough to be quick, few enough not to queue for seconds. */
const LIKES_IN_FLIGHT = 16;

/**
 * Each member of each pair likes the other through `POST /apis/relations/v1/users/me/likes`, on
 * the server process they will be connected to (a pair's first member on `origins[0]`, the second
 * on `origins[1]`); the second like must answer `isMatch`.
 */
export async function matchPairs(pairs: readonly Pair[], origins: readonly [string, string]): Promise<void> {
  const like = (from: PairMember, to: PairMember, origin: string) =>
    callOk<{ isMatch: boolean }>({ origin, host: from.host, accessToken: from.accessToken }, 'POST', '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: to.hid });
  let next = 0;
  const worker = async () => {
    while (next < pairs.length) {
      const [a, b] = pairs[next++]!;
      await like(a, b, origins[0]);
      const { isMatch } = await like(b, a, origins[1]);
      if (!isMatch) throw new Error(`members ${a.hid} and ${b.hid} liked each other but did not match`);
    }
  };
  await Promise.all(Array.from({ length: LIKES_IN_FLIGHT }, worker));
}

/** How long the events of the matching may take to be dispatched before the bench gives up waiting. */
const SETTLE_TIMEOUT_MS = 180_000;

/**
 * Waits until the server processes have dispatched every event in the outbox — the likes' and
 * matches' (feed items, counters, pushes, the "user match" message) — as a live server would have
 * by the time a pair chats; otherwise their dispatch runs during the measurement and is counted
 * against the messages. Returns the seconds it took.
 */
export async function settleEvents({ dataDir, databaseUrl, schema }: Omit<PairOptions, 'pairs'>): Promise<number> {
  const database = await openDatabase({ databaseUrl, schema, dataDir });
  const started = performance.now();
  try {
    for (;;) {
      const { pending } = await database.db
        .selectFrom('event_outbox')
        .select((eb) => eb.fn.countAll<number>().as('pending'))
        .where('dispatched_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending) === 0) return (performance.now() - started) / 1000;
      if (performance.now() - started > SETTLE_TIMEOUT_MS) throw new Error(`${pending} events were still undispatched after ${SETTLE_TIMEOUT_MS / 1000} s`);
      await sleep(500);
    }
  } finally {
    await database.destroy();
  }
}
