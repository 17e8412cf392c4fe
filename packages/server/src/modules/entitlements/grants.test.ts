import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoAlbum } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { texturedPhoto } from '../../testing/photos.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { GrantError, MAX_GRANT_DAYS, TierGrants } from './index.ts';

describe.each(TEST_DIALECTS)('tier grants on %s (issue 16 point 1)', (dialect) => {
  let t: TestApp;
  let grants: TierGrants;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    grants = new TierGrants(t.app.services.accounts, t.clock);
  });
  afterAll(() => t.close());

  const account = async (member: { account: { id: number } }) => (await t.app.services.accounts.findById(member.account.id))!;
  const payments = async (member: SeededMember) =>
    (await t.request({ method: 'GET', url: '/rest/v2/user/info/profile?data_group=payments', headers: member.headers })).json().result.payments;

  it('writes what a paid subscription writes: the tier runs for the days given and the member counts as paying', async () => {
    const member = await t.seed.member();
    expect(await payments(member)).toEqual({ is_pay_user: false });
    const start = t.clock.now();

    expect(await grants.grant(member.account.id, 'premium', 30)).toMatchObject({ tier: 'premium', isPremium: true, isPlus: false, isPayUser: true });
    expect(await account(member)).toMatchObject({ premium_until: start + 30 * DAY, is_pay_user: 1 });
    expect(await payments(member)).toEqual({ is_pay_user: true });
  });

  it('adds to a tier that still runs, and starts afresh from now once it has ended', async () => {
    const { account: row } = await t.seed.member({ signIn: false });
    const start = t.clock.now();
    await grants.grant(row.id, 'plus', 10);
    t.clock.advance(4 * DAY);
    expect(await grants.grant(row.id, 'plus', 10)).toMatchObject({ tier: 'plus', isPremium: true, isPlus: true, isVip: false });
    expect((await account({ account: row })).plus_until).toBe(start + 20 * DAY);

    t.clock.advance(16 * DAY + 1);
    expect((await grants.grant(row.id, 'vip', 1)).tier).toBe('vip');
    expect((await account({ account: row })).vip_until).toBe(t.clock.now() + DAY);
  });

  it('revokes every tier at once, and the member stays one who has paid', async () => {
    const member = await t.seed.member();
    await grants.grant(member.account.id, 'vip', 5);
    await grants.grant(member.account.id, 'premium', 5);
    await t.app.services.accounts.update(member.account.id, { premium_lifetime: 1 });

    expect(await grants.revoke(member.account.id)).toMatchObject({ tier: 'free', isPremium: false, isLifetime: false, isPayUser: true });
    expect(await account(member)).toMatchObject({ premium_until: null, plus_until: null, vip_until: null, premium_lifetime: 0, paused_until: null, is_pay_user: 1 });
  });

  it.each([0, -3, 1.5, MAX_GRANT_DAYS + 1])('refuses %s days and changes nothing', async (days) => {
    const { account: row } = await t.seed.member({ signIn: false });
    await expect(grants.grant(row.id, 'premium', days)).rejects.toThrow(GrantError);
    expect((await account({ account: row })).premium_until).toBeNull();
  });

  it('refuses a member who does not exist', async () => {
    await expect(grants.grant(987_654_321, 'premium', 1)).rejects.toThrow(GrantError);
    await expect(grants.revoke(987_654_321)).rejects.toThrow(GrantError);
  });

  it('changes what the gated rules allow: a granted viewer sees every photo clear, blurred again after the revoke', async () => {
    const owner = await t.seed.member();
    for (const [index, seed] of [71, 72].entries()) {
      await t.app.services.photoFiles.storePhoto(owner.account.id, await texturedPhoto(seed), { isAvatar: index === 0, moderation: 'approved' });
    }
    const viewer = await t.seed.member();
    const blurred = async () => {
      const res = await t.request({ method: 'GET', url: `/apis/photos/v1/users/${owner.account.hid}/albums/-3`, headers: viewer.headers });
      return (res.json() as PhotoAlbum).photos.map((photo) => photo.metadata.isBlurred);
    };
    expect(await blurred()).toEqual([false, true]);
    await grants.grant(viewer.account.id, 'premium', 1);
    expect(await blurred()).toEqual([false, false]);
    await grants.revoke(viewer.account.id);
    expect(await blurred()).toEqual([false, true]);
  });
});
