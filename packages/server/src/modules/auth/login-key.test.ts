import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, REFRESH_COOKIE, sessionResponseSchema } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createLoginKey } from './login-keys.ts';
import { createMember } from './members.fixture.ts';

const confirmingBrand = BRANDS.find((b) => b.requiresEmailConfirmation)!;

describe.each(TEST_DIALECTS)('POST /rest/v2/login/ak on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  async function memberWithKey(options: { ok?: number; brandId?: number; emailConfirmed?: boolean } = {}) {
    const account = await createMember(t, { email: `ak${++seq}@example.com`, ...options });
    return { account, ak: await createLoginKey(t.app.platform, account.id) };
  }

  function loginWithKey(ak: string, options: { productId?: number; host?: string } = {}) {
    return t.request({
      method: 'POST',
      url: '/rest/v2/login/ak',
      payload: { product_id: options.productId ?? 7, ak },
      ...(options.host ? { headers: { host: options.host } } : {}),
    });
  }

  it('logs the member in once with the key of an e-mail link, and never again', async () => {
    const { account, ak } = await memberWithKey();
    const first = await loginWithKey(ak);
    expect(first.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(first.json()).result.user).toEqual({ id: account.id, hid: account.hid, ok: 1 });
    expect(first.cookies.find((c) => c.name === REFRESH_COOKIE)).toMatchObject({ httpOnly: true });
    const again = await loginWithKey(ak);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 101 });
  });

  it('lets only one of concurrent uses of a key succeed', async () => {
    const { ak } = await memberWithKey();
    const results = await Promise.all(Array.from({ length: 5 }, () => loginWithKey(ak)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('works for 7 days, not after', async () => {
    const fresh = await memberWithKey();
    const stale = await memberWithKey();
    t.clock.advance(7 * DAY - 1);
    expect((await loginWithKey(fresh.ak)).statusCode).toBe(200);
    t.clock.advance(1);
    const res = await loginWithKey(stale.ak);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 101 });
  });

  it('refuses an unknown key and a key of another brand, and leaves the latter usable on its brand', async () => {
    expect((await loginWithKey('no-such-key')).json()).toMatchObject({ code: 101 });
    const { ak } = await memberWithKey({ brandId: 8 });
    expect((await loginWithKey(ak)).json()).toMatchObject({ code: 101 });
    expect((await loginWithKey(ak, { productId: 8, host: 'lovella.localhost:8080' })).statusCode).toBe(200);
  });

  it('refuses a banned member with 403 code 5', async () => {
    const { ak } = await memberWithKey({ ok: -2 });
    const res = await loginWithKey(ak);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 5 });
  });

  it('needs no confirmed e-mail: the link itself came through the mailbox', async () => {
    const { ak } = await memberWithKey({ brandId: confirmingBrand.id, emailConfirmed: false });
    const res = await loginWithKey(ak, { productId: confirmingBrand.id, host: `${confirmingBrand.shortName}.localhost` });
    expect(res.statusCode).toBe(200);
  });

  it('answers a product_id of another brand and malformed bodies with 400, never 500', async () => {
    const { ak } = await memberWithKey();
    const mismatch = await loginWithKey(ak, { productId: 8 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ product_id: 'validation.invalid' });
    for (const payload of [{}, { product_id: 7 }, { product_id: 7, ak: '' }, { product_id: 7, ak: 5 }, { product_id: 7, ak: 'x'.repeat(5000) }]) {
      const res = await t.request({ method: 'POST', url: '/rest/v2/login/ak', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    // The refused attempts did not spend the key.
    expect((await loginWithKey(ak)).statusCode).toBe(200);
  });
});
