import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_POLICIES, DELETION_GRACE_DAYS, NotificationType } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import { MEMBER_ARCHIVE_LAYOUT, type MemberDataHooks } from '../../../platform/member-data.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { memberWithSession, PASSWORD } from '../../auth/members.fixture.ts';
import { lastMailTo, linkIn } from '../../emails/outbox.fixture.ts';
import { texturedPhoto } from '../../../testing/photos.ts';
import { submitVerificationPhoto } from '../../verification/verification.fixture.ts';
import { ARCHIVE_DATA_FILE } from './archive.ts';

const ERASE = 'settings.erase-self-removed';
/** The member columns the erase test below fills before erasing. */
const SEEDED = [
  'accounts.id',
  'data_requests.account_id',
  'event_outbox.member_id',
  'events.account_id',
  'favourites.account_id',
  'favourites.target_account_id',
  'login_keys.account_id',
  'marks.account_id',
  'marks.target_account_id',
  'matches.low_account_id',
  'member_consents.account_id',
  'member_counters.account_id',
  'member_locations.account_id',
  'notification_settings.account_id',
  'onboarding_items.account_id',
  'photos.account_id',
  'profiles.account_id',
  'pushes.account_id',
  'pushes.sender_account_id',
  'refresh_tokens.account_id',
  'split_bindings.account_id',
  'system_log.account_id',
  'unsubscribe_codes.account_id',
  'verifications.account_id',
  'visits.account_id',
  'visits.target_account_id',
];
const EXPORT = 'settings.data-export';
const TABLES_DIR = fileURLToPath(new URL('../../../platform/db/tables/', import.meta.url));
const SCHEMA_FILE = fileURLToPath(new URL('../../../platform/db/schema.ts', import.meta.url));

/** A column that names a member: `account_id`, `sender_account_id`, `member_id`, any `…_account_id` or `…_member_id`. */
const MEMBER_REFERENCE = /(^|_)(account|member)_id$/;

/**
 * Every `table.column` of the shared table types that references a member, read from the source
 * (platform/db/tables, named by platform/db/schema.ts), plus the member's own row `accounts.id`.
 */
function memberReferenceColumns(): string[] {
  const tableOfType = new Map([...fs.readFileSync(SCHEMA_FILE, 'utf8').matchAll(/^\s+(\w+): (\w+);$/gm)].map(([, table, type]) => [type!, table!]));
  const columns = ['accounts.id'];
  for (const file of fs.readdirSync(TABLES_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(TABLES_DIR, file), 'utf8');
    for (const [, type, body] of source.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)) {
      const table = tableOfType.get(type!);
      if (!table) continue;
      for (const [, column] of body!.matchAll(/^\s+(\w+)\??:/gm)) if (MEMBER_REFERENCE.test(column!)) columns.push(`${table}.${column}`);
    }
  }
  return columns.sort();
}

function erasedColumns(owners: readonly MemberDataHooks[]): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const hooks of owners) {
    for (const [table, columns] of Object.entries(hooks.erases)) {
      for (const column of columns ?? []) claims.set(`${table}.${column}`, [...(claims.get(`${table}.${column}`) ?? []), hooks.owner]);
    }
  }
  return claims;
}

describe('member data coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('finds the member references of the table types (the scan itself works)', () => {
    expect(memberReferenceColumns()).toEqual(expect.arrayContaining(['accounts.id', 'photos.account_id', 'pushes.sender_account_id', 'event_outbox.member_id']));
  });

  it('erases every table column that references a member, each by exactly one owner with an erase hook', () => {
    const owners = t.app.platform.memberData.owners();
    const claims = erasedColumns(owners);
    const unclaimed = memberReferenceColumns().filter((column) => !claims.has(column));
    expect(unclaimed, 'a table holding member rows needs its module to register a member-data erase hook').toEqual([]);
    expect([...claims].filter(([, claimedBy]) => claimedBy.length > 1)).toEqual([]);
    expect(owners.filter((hooks) => Object.keys(hooks.erases).length > 0 && !hooks.erase).map((hooks) => hooks.owner)).toEqual([]);
  });

  it('puts the account first in the export order, so its row is erased last', () => {
    const owners = t.app.platform.memberData.owners().map((hooks) => hooks.owner);
    expect(owners[0]).toBe('accounts');
  });
});

describe.each(TEST_DIALECTS)('member data hooks on %s', (dialect) => {
  let t: TestApp;
  /** A module registered the way every module registers: its hooks, called by the jobs. */
  const probe = {
    fail: false,
    calls: [] as string[],
    hooks: {
      owner: 'probe',
      erases: {},
      dependsOn: ['accounts'],
      async erase(trx, accountId) {
        if (probe.fail) throw new Error('probe refuses');
        const account = await trx.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
        probe.calls.push(`erase ${accountId}, account row ${account ? 'still there' : 'gone'}`);
        return {
          async deleteFiles() {
            const after = await t.database.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
            probe.calls.push(`files of ${accountId}, account row ${after ? 'still there' : 'committed away'}`);
          },
        };
      },
      async export({ accountId }) {
        return { sections: {}, files: { 'probe/note.txt': strToU8(`member ${accountId}`) } };
      },
    } satisfies MemberDataHooks,
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    t.app.platform.memberData.register(probe.hooks);
  });
  afterAll(() => t.close());

  const selfRemove = (headers: { authorization: string }) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/account/deactivate', headers, payload: { reason_id: 2, password: PASSWORD } });

  /** Rows referencing the member in every member column of the schema. */
  async function rowsReferencing(accountId: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const column of memberReferenceColumns()) {
      const [table, name] = column.split('.') as [string, string];
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(name)} = ${accountId}`.execute(t.database.db);
      counts[column] = Number(rows[0]!.n);
    }
    return counts;
  }

  it('calls every module’s erase in one transaction per member: no row referencing them is left, others keep theirs', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    const member = await memberWithSession(t, { email: 'everything@example.com' });
    const other = await memberWithSession(t, { email: 'bystander@example.com' });
    const { headers } = member;
    const id = member.account.id;
    await t.app.services.photoFiles.storePhoto(id, await texturedPhoto(77), { isAvatar: true, moderation: 'approved' });
    await submitVerificationPhoto(t, headers, await texturedPhoto(78));
    await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers, payload: { reason_id: 2 } });
    await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers, payload: { disabled: [NotificationType.likes] } });
    await t.request({ method: 'PUT', url: '/rest/v2/user/onboarding/item', headers, payload: { item: 'matches_game' } });
    await t.request({ method: 'POST', url: '/rest/v2/user/zendesk/used_user_data_request', headers, payload: { password: PASSWORD, receiver_email: 'everything@example.com' } });
    await t.app.platform.jobs.run(EXPORT);
    await db.insertInto('member_consents').values({ account_id: id, functional: 1, performance: 1, advertising: 0, policy: CONSENT_POLICIES[0], updated_at: now }).execute();
    await db.insertInto('unsubscribe_codes').values({ account_id: id, notification_type: NotificationType.gifts, code_hash: 'x', attempts_left: 3, expires_at: now, created_at: now }).execute();
    await db.insertInto('login_keys').values({ key_hash: 'erase-me', account_id: id, created_at: now, expires_at: now + DAY, used_at: null }).execute();
    await db.insertInto('split_bindings').values({ account_id: id, split_hid: 'split-a', split_group: 1, created_at: now }).execute();
    await db.insertInto('member_counters').values({ account_id: id, unread_dialogs: 1, new_i_like: 2, new_matches: 3, new_visitors: 4 }).execute();
    await db.insertInto('system_log').values({ level: 'error', message: 'boom', host: null, brand_id: null, account_id: id, created_at: now }).execute();
    const push = (to: number, from: number) => ({ push_id: `push-${to}-${from}`, account_id: to, type: 'like', sender_account_id: from, record: '{}', created_at: now });
    await db.insertInto('pushes').values([push(id, other.account.id), push(other.account.id, id)]).execute();
    // Relations both ways: the bystander keeps none of them, each pair had the erased member in it.
    const mark = (from: number, to: number) => ({ account_id: from, target_account_id: to, kind: 'like' as const, source: 'game' as const, interaction_method: null, tracking_data: null, created_at: now });
    await db.insertInto('marks').values([mark(id, other.account.id), mark(other.account.id, id)]).execute();
    const [low, high] = [id, other.account.id].sort((a, b) => a - b);
    await db.insertInto('matches').values({ low_account_id: low!, high_account_id: high!, created_at: now }).execute();
    await db.insertInto('favourites').values([{ account_id: id, target_account_id: other.account.id, created_at: now }, { account_id: other.account.id, target_account_id: id, created_at: now }]).execute();
    await db.insertInto('visits').values([{ account_id: id, target_account_id: other.account.id, day: 1, source: null, visited_at: now }, { account_id: other.account.id, target_account_id: id, day: 1, source: null, visited_at: now }]).execute();
    // Far in the future: the dispatcher leaves it alone.
    await db.insertInto('event_outbox').values({ type: 'probe.never', member_id: id, payload: '{}', recorded_at: now, next_attempt_at: now + 365 * DAY, last_error: null, dispatched_at: null }).execute();

    // Every member column of the schema today; a table added later is checked below all the same.
    const before = await rowsReferencing(id);
    expect(SEEDED.filter((column) => !before[column])).toEqual([]);
    const othersBefore = await rowsReferencing(other.account.id);

    expect((await selfRemove(headers)).json()).toEqual({ result: { ok: -1 } });
    t.clock.advance(DELETION_GRACE_DAYS * DAY);
    probe.calls = [];
    expect(await t.app.platform.jobs.run(ERASE)).toBe(1);

    expect(probe.calls).toEqual([`erase ${id}, account row still there`, `files of ${id}, account row committed away`]);
    expect(Object.entries(await rowsReferencing(id)).filter(([, n]) => n > 0)).toEqual([]);
    // The bystander keeps the push the erased member caused, without its sender.
    const othersAfter = await rowsReferencing(other.account.id);
    const pairsGone = Object.fromEntries(['marks', 'matches', 'favourites', 'visits'].flatMap((table) => Object.keys(othersBefore).filter((column) => column.startsWith(`${table}.`)).map((column) => [column, 0])));
    // The bystander is recounted once the erase committed (their counts held the erased member), which keeps a counters row for them.
    expect(othersAfter).toEqual({ ...othersBefore, ...pairsGone, 'pushes.sender_account_id': 0, 'counter_state.account_id': 1 });
    expect(await db.selectFrom('pushes').select('sender_account_id').where('account_id', '=', other.account.id).execute()).toEqual([{ sender_account_id: null }]);
  });

  it('keeps everything of a member whose erase failed in one module, and erases them on the next run', async () => {
    const member = await memberWithSession(t, { email: 'half-way@example.com' });
    const photo = await t.app.services.photoFiles.storePhoto(member.account.id, await texturedPhoto(79), { isAvatar: true, moderation: 'approved' });
    await selfRemove(member.headers);
    t.clock.advance(DELETION_GRACE_DAYS * DAY);
    const filesOf = () => fs.readdirSync(path.join(t.config.dataDir, 'media', photo.storageKey));

    probe.fail = true;
    await expect(t.app.platform.jobs.run(ERASE)).rejects.toThrow('probe refuses');
    expect(await t.app.services.accounts.findById(member.account.id)).toMatchObject({ ok: -1 });
    expect(await t.database.db.selectFrom('photos').select('id').where('account_id', '=', member.account.id).execute()).toHaveLength(1);
    expect(filesOf().length).toBeGreaterThan(0);

    probe.fail = false;
    expect(await t.app.platform.jobs.run(ERASE)).toBe(1);
    expect(await t.app.services.accounts.findById(member.account.id)).toBeUndefined();
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', photo.storageKey)) ? filesOf() : []).toEqual([]);
    // Idempotent: nothing is left to erase.
    expect(await t.app.platform.jobs.run(ERASE)).toBe(0);
  });

  it('exports every section in the archive’s order, each filled by one module, with the files a module includes', async () => {
    const member = await memberWithSession(t, { email: 'sections@example.com' });
    await t.request({ method: 'POST', url: '/rest/v2/user/zendesk/used_user_data_request', headers: member.headers, payload: { password: PASSWORD, receiver_email: 'sections@example.com' } });
    expect(await t.app.platform.jobs.run(EXPORT)).toBe(1);
    const link = linkIn((await lastMailTo(t, 'sections@example.com'))!, '/rest/v2/user/data-export/');
    const file = await t.app.inject({ method: 'GET', url: link.pathname, headers: { host: link.host } });
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    expect(strFromU8(entries['probe/note.txt']!)).toBe(`member ${member.account.id}`);

    const data = JSON.parse(strFromU8(entries[ARCHIVE_DATA_FILE]!));
    // The order of the keys is the document's (MEMBER_ARCHIVE_LAYOUT), whichever module answered first.
    expect(Object.keys(data)).toEqual(['exported_at', 'account', 'profile', 'location', 'interests', 'settings', 'photos', 'coins', 'relations', 'safety', 'messenger', 'system_thread', 'feed', 'pushes', 'notification_mails', 'web_push', 'events']);
    expect(Object.keys(data.settings)).toEqual(['language', 'email_notifications', 'onboarding', 'cookie_consent', 'smart_messages']);
    const filled = MEMBER_ARCHIVE_LAYOUT.filter((section) => section.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) !== undefined);
    expect(filled).toEqual([...MEMBER_ARCHIVE_LAYOUT]);
  });
});
