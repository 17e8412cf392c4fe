import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { countedMemberViews, givePhotos, storedFiles, type CountedMemberViews } from './member-views.fixture.ts';
import type { BlockPairs } from './slots.ts';
import { listUserCardOf, matchesUserOf, memberRecordOf } from './index.ts';

/** Account rows, profiles, locations, approved photos, verifications: the kinds a page is hydrated from. */
const KINDS = 5;

describe.each(TEST_DIALECTS)('member-view pipeline queries on %s', (dialect) => {
  let t: TestApp;
  let viewer: SeededMember;
  let counted: CountedMemberViews;
  let slotCalls: Array<readonly number[]>;
  const members: Array<{ id: number; hid: string }> = [];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    viewer = await t.seed.member({ persona: 'alice' });
    const files = await storedFiles(t);
    for (let i = 0; i < 50; i++) {
      const { account } = await t.seed.member({ persona: 'bob', name: `Bob${i}`, signIn: false });
      await givePhotos(t, account.id, files, ['approved', 'approved', 'approved', 'pending']);
      members.push(account);
    }
    slotCalls = [];
    const blocks = {
      blocksBetween: async (_viewerId: number, ids: readonly number[]): Promise<BlockPairs> => {
        slotCalls.push(ids);
        return { blockedByViewer: new Set(), blockingViewer: new Set() };
      },
    };
    counted = countedMemberViews(t, { blocks });
  }, 120_000);
  afterAll(() => t.close());

  async function cost(ref: Parameters<CountedMemberViews['views']['page']>[1]): Promise<{ queries: number; shown: number }> {
    counted.reset();
    const page = await counted.views.page(viewer.account, ref);
    // Building the views reads nothing more.
    const urls = counted.views.photoUrls(true);
    for (const member of page) {
      listUserCardOf(member, urls);
      memberRecordOf(member, urls);
      matchesUserOf(member, urls, { operationToken: 'token' });
    }
    return { queries: counted.queries(), shown: page.length };
  }

  it('costs one query per kind for a page of 50 members, the same as for a page of 1', async () => {
    const one = await cost({ ids: [members[0]!.id] });
    const fifty = await cost({ ids: members.map((member) => member.id) });
    expect(one).toEqual({ queries: KINDS, shown: 1 });
    expect(fifty).toEqual({ queries: KINDS, shown: 50 });
  });

  it('costs the same by hid (an album or profile the client names) as by id', async () => {
    const one = await cost({ hids: [members[0]!.hid] });
    const fifty = await cost({ hids: members.map((member) => member.hid) });
    expect(one.queries).toBe(KINDS);
    expect(fifty).toEqual({ queries: KINDS, shown: 50 });
  });

  it('asks the block slot once per page with the whole page', async () => {
    slotCalls.length = 0;
    await cost({ ids: members.map((member) => member.id) });
    expect(slotCalls).toEqual([members.map((member) => member.id)]);
  });

  it('makes only the account query for a page of nobody it knows, and none for an empty page', async () => {
    expect(await cost({ ids: [999_999_999] })).toEqual({ queries: 1, shown: 0 });
    expect(await cost({ ids: [] })).toEqual({ queries: 0, shown: 0 });
  });
});
