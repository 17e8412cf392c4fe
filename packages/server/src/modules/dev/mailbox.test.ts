import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

const message = { from: '"Amora" <no-reply@amora.date>', html: '<p>Hello <b>there</b></p>', text: 'Open http://amora.localhost:8080/sign/recover?q=1&t=2 now' };

describe.each(TEST_DIALECTS)('/dev/mailbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the outbox newest first and shows each message, escaped', async () => {
    const { mail } = t.app.platform;
    const first = await mail.send({ ...message, to: 'a@example.com', subject: 'First' });
    t.clock.advance(1000);
    const second = await mail.send({ ...message, to: '<img src=x>@example.com', subject: '<script>alert(1)</script>' });
    await mail.idle();

    const list = await t.request({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).not.toContain('<script>alert(1)</script>');
    expect(list.body).not.toContain('<img src=x>');
    expect(list.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(list.body.indexOf(`/dev/mailbox/${second}`)).toBeLessThan(list.body.indexOf(`/dev/mailbox/${first}`));

    const one = await t.request({ method: 'GET', url: `/dev/mailbox/${first}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<a href="http://amora.localhost:8080/sign/recover?q=1&#38;t=2">');
    expect(one.body).toContain(`/dev/mailbox/${first}/html`);
    const html = await t.request({ method: 'GET', url: `/dev/mailbox/${first}/html` });
    expect(html.body).toBe(message.html);

    expect((await t.request({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(400);
  });
});

describe('/dev/mailbox outside demo mode', () => {
  it('does not exist when demo mode is off', async () => {
    const t = await startTestApp('sqlite', { env: { DEMO_MODE: '0' } });
    try {
      expect((await t.request({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is off in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({}).demoMode).toBe(true);
  });
});
