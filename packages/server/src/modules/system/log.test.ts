import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('POST /system/log on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const lastLog = async () => (await t.database.db.selectFrom('system_log').selectAll().orderBy('id', 'desc').limit(1).execute())[0];
  const post = (payload: string | object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/system/log', payload, headers });

  it('records a JSON line with its level, secrets masked', async () => {
    const res = await post({ level: 'critical', message: 'POST /rest/v2/login failed {"password":"hunter22","email":"a@b.c"} Authorization: JWT abc.def' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await lastLog();
    expect(row).toMatchObject({ level: 'critical', host: 'localhost:8080', brand_id: 7, created_at: t.clock.now() });
    expect(row!.message).not.toContain('hunter22');
    expect(row!.message).not.toContain('abc.def');
    expect(row!.message).toContain('"email":"a@b.c"');
  });

  it('records a base64 log text', async () => {
    const text = 'TypeError: x is undefined\n  at main.js:1:2 (cvv=123)';
    expect((await post({ log: Buffer.from(text).toString('base64') })).statusCode).toBe(204);
    const row = await lastLog();
    expect(row).toMatchObject({ level: 'error' });
    expect(row!.message).toContain('TypeError: x is undefined');
    expect(row!.message).not.toContain('123');
  });

  it('records the unknown-host report a browser sends as plain text from any host', async () => {
    const message = "Can't find product config for hostname: dating.unknown.example.";
    const res = await post(message, { host: 'dating.unknown.example', 'content-type': 'text/plain;charset=UTF-8', 'accept-version': '' });
    expect(res.statusCode).toBe(204);
    expect(await lastLog()).toMatchObject({ level: 'error', message, host: 'dating.unknown.example', brand_id: null });
  });

  it('rejects what is not a log line', async () => {
    for (const payload of [{}, { level: 'loud', message: 'x' }, { log: '%%% not base64 %%%' }, { log: Buffer.from('   ').toString('base64') }, { message: '' }]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const invalidJson = await post('{"message": ', { 'content-type': 'application/json' });
    expect(invalidJson.statusCode).toBe(400);
  });
});

describe('POST /system/log rate limit', () => {
  it('takes 60 lines a minute from one client', async () => {
    const t = await startTestApp('sqlite');
    try {
      for (let i = 0; i < 60; i++) expect((await t.request({ method: 'POST', url: '/system/log', payload: { message: `line ${i}` } })).statusCode).toBe(204);
      const limited = await t.request({ method: 'POST', url: '/system/log', payload: { message: 'one more' } });
      expect(limited.statusCode).toBe(429);
      expect(await t.database.db.selectFrom('system_log').select('id').execute()).toHaveLength(60);
    } finally {
      await t.close();
    }
  });
});
