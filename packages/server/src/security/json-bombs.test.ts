import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { DEFAULT_BODY_LIMIT, deepArray, deepObject, REPORTED, TOO_DEEP, WITHIN_LIMIT } from './json-bombs.fixture.ts';
import type { SeededMember } from '../testing/seed.ts';

/**
 * Deeply nested and very wide JSON must neither crash the server (a recursive walk overflowing
 * the stack → 500) nor stall it (a walk that copies its path per value: O(values × depth)). A body
 * over the route's byte limit is refused unread (413); one within it is measured in one pass before
 * JSON.parse and refused (400) past 32 levels or 10,000 values and keys.
 */

describe.each(TEST_DIALECTS)('JSON bombs on %s', (dialect) => {
  let t: TestApp;
  let member: SeededMember;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    member = await t.seed.member();
  });
  afterAll(() => t.close());

  /** A JSON route without login, one with, and the one with the largest JSON body limit. */
  const targets = [
    { name: 'login', url: '/rest/v2/login', auth: false },
    { name: 'sign-up', url: '/rest/v2/signup', auth: false },
    { name: 'profile update', url: '/rest/v2/user/info/profile', auth: true },
    { name: 'client log', url: '/system/log', auth: false },
  ];

  function post(url: string, body: string, auth: boolean) {
    return t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(auth ? member.headers : {}) },
      payload: body,
    });
  }

  it('refuses the reported bodies unread with 413, never 500', async () => {
    for (const target of targets) {
      for (const [name, body] of Object.entries(REPORTED)) {
        const res = await post(target.url, body, target.auth);
        expect(res.statusCode, `${name} → ${target.name}`).toBe(413);
        expect(res.json(), `${name} → ${target.name}`).toMatchObject({ code: 413, message: expect.any(String) });
      }
    }
  });

  it('refuses bodies deeper than 32 levels or with more than 10,000 values with 400 before parsing', async () => {
    for (const target of targets) {
      for (const [name, { body, message }] of Object.entries(WITHIN_LIMIT)) {
        expect(body.length, name).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
        const res = await post(target.url, body, target.auth);
        expect(res.statusCode, `${name} → ${target.name}`).toBe(400);
        expect(res.json(), `${name} → ${target.name}`).toEqual({ code: ApiCode.validation, message, fields: { _: FieldErrorKey.tooBig } });
      }
    }
  });

  it('applies the same bounds where a route takes larger bodies (client logs, up to ~193 KiB)', async () => {
    const body = deepArray(95_000);
    expect(body.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const res = await post('/system/log', body, false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ApiCode.validation, message: TOO_DEEP });
  });

  it('reads deep JSON inside a string as the text it is', async () => {
    const text = deepArray(30_000);
    const log = await post('/system/log', JSON.stringify({ level: 'info', message: text }), false);
    expect(log.statusCode).toBe(204);
    const event = await post('/rest/v2/tracking/funnel/event', JSON.stringify({ name: 'n', meta: deepObject(600).slice(0, 4096) }), false);
    expect(event.statusCode).toBe(200);
    const profile = await post('/rest/v2/user/info/profile', JSON.stringify({ name: '['.repeat(500) }), true);
    expect(profile.statusCode).toBeLessThan(500);
    expect(profile.body).not.toContain('JSON nested');
  });

  it('still names a NUL deep inside a legitimately nested body', async () => {
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 30; i++) nested = i % 2 ? [nested] : { a: nested };
    for (const target of targets) {
      const res = await post(target.url, JSON.stringify({ meta: nested }), target.auth);
      expect(res.statusCode, target.name).toBe(400);
      const field = ['meta', ...Array.from({ length: 30 }, (_, i) => ((29 - i) % 2 ? '0' : 'a'))].join('.');
      expect(res.json(), target.name).toMatchObject({ code: ApiCode.validation, fields: { [field]: FieldErrorKey.invalid } });
    }
  });

  it('keeps prototype-poisoning protection and the answers to empty and broken bodies', async () => {
    for (const body of ['{"__proto__":{"polluted":1}}', '{"a":{"__proto__":{"polluted":1}}}', '{"constructor":{"prototype":{"polluted":1}}}', '', ' ', '{', '[1,2', 'nul']) {
      for (const target of targets) {
        const res = await post(target.url, body, target.auth);
        expect(res.statusCode, `${JSON.stringify(body)} → ${target.name}`).toBe(400);
        expect(res.json(), `${JSON.stringify(body)} → ${target.name}`).toMatchObject({ code: 400, message: expect.any(String) });
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
