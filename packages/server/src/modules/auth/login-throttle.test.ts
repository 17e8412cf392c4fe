import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MINUTE } from '../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { addressesIn, createMember, login, LOGIN_WINDOW, PASSWORD, startNextLoginWindow } from './members.fixture.ts';

describe.each(TEST_DIALECTS)('login throttling on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const nextIp = addressesIn(0);
  const startNextWindow = () => startNextLoginWindow(t.clock);

  function expectThrottled(res: LightMyRequestResponse, resetAtS: number, retryAfterS = 15 * 60) {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 103 });
    expect(res.headers['retry-after']).toBe(String(retryAfterS));
    expect(res.headers['x-rate-limit-reset']).toBe(String(resetAtS));
    expect(res.cookies).toEqual([]);
  }

  it('refuses even the right password after 5 failures for the account, from any address, until the window ends', async () => {
    const resetAtS = startNextWindow();
    await createMember(t, { email: 'target@example.com' });
    for (let i = 0; i < 5; i++) {
      const res = await login(t, { email: 'target@example.com', password: `guess-${i}` }, { ip: nextIp() });
      expect(res.json()).toMatchObject({ code: 101 });
    }
    expectThrottled(await login(t, { email: 'target@example.com', password: PASSWORD }, { ip: nextIp() }), resetAtS);
    // A differently written address is the same account.
    expectThrottled(await login(t, { email: ' TARGET@example.com', password: PASSWORD }, { ip: nextIp() }), resetAtS);
    t.clock.advance(5 * MINUTE);
    expectThrottled(await login(t, { email: 'target@example.com', password: PASSWORD }, { ip: nextIp() }), resetAtS, 10 * 60);
    t.clock.advance(10 * MINUTE);
    expect((await login(t, { email: 'target@example.com', password: PASSWORD }, { ip: nextIp() })).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a real one, so 103 reveals nothing', async () => {
    startNextWindow();
    await createMember(t, { email: 'real@example.com' });
    const answers: Record<string, string[]> = { 'real@example.com': [], 'ghost@example.com': [] };
    for (const email of Object.keys(answers)) {
      for (let i = 0; i < 7; i++) answers[email]!.push((await login(t, { email, password: `guess-${i}` }, { ip: nextIp() })).body);
    }
    expect(answers['ghost@example.com']).toEqual(answers['real@example.com']);
    expect(answers['real@example.com']!.map((b) => JSON.parse(b).code)).toEqual([101, 101, 101, 101, 101, 103, 103]);
  });

  it('gives a concurrent burst no more guesses than the limit', async () => {
    startNextWindow();
    await createMember(t, { email: 'burst@example.com' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(t, { email: 'burst@example.com', password: `guess-${i}` }, { ip: nextIp() })),
    );
    const codes = results.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 101)).toHaveLength(5);
    expect(codes.filter((c) => c === 103)).toHaveLength(7);
  });

  it('starts the account count over after a successful login', async () => {
    startNextWindow();
    await createMember(t, { email: 'forgetful@example.com' });
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login(t, { email: 'forgetful@example.com', password: `guess-${i}` }, { ip });
    expect((await login(t, { email: 'forgetful@example.com', password: PASSWORD }, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(t, { email: 'forgetful@example.com', password: `again-${i}` }, { ip })).json()).toMatchObject({ code: 101 });
    }
    expect((await login(t, { email: 'forgetful@example.com', password: PASSWORD }, { ip })).statusCode).toBe(429);
  });

  it('refuses an address after 30 failures across accounts, while other addresses still log in', async () => {
    const resetAtS = startNextWindow();
    const ip = nextIp();
    await createMember(t, { email: 'victim@example.com' });
    for (let i = 0; i < 30; i++) {
      const res = await login(t, { email: `spray${i % 6}@example.com`, password: `guess-${i}` }, { ip });
      expect(res.json()).toMatchObject({ code: 101 });
    }
    expectThrottled(await login(t, { email: 'victim@example.com', password: PASSWORD }, { ip }), resetAtS);
    expect((await login(t, { email: 'victim@example.com', password: PASSWORD }, { ip: nextIp() })).statusCode).toBe(200);
    t.clock.advance(LOGIN_WINDOW);
    expect((await login(t, { email: 'victim@example.com', password: PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('cannot be dodged by a forged X-Forwarded-For header', async () => {
    const resetAtS = startNextWindow();
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/rest/v2/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { product_id: 7, email: `forger${i % 6}@example.com`, password: `guess-${i}` },
      });
      expect(res.json()).toMatchObject({ code: 101 });
    }
    expectThrottled(
      await t.request({
        method: 'POST',
        url: '/rest/v2/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { product_id: 7, email: 'forger0@example.com', password: PASSWORD },
      }),
      resetAtS,
    );
  });

  it('does not count successful logins against the address', async () => {
    startNextWindow();
    const ip = nextIp();
    await createMember(t, { email: 'office@example.com' });
    for (let i = 0; i < 35; i++) {
      expect((await login(t, { email: 'office@example.com', password: PASSWORD }, { ip })).statusCode).toBe(200);
    }
  });
});
