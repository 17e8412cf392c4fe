import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { MINUTE } from '../clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { createMember, login } from '../../modules/auth/members.fixture.ts';
import { deliveredMail, linkIn } from '../../modules/emails/outbox.fixture.ts';
import { retryDelayMs } from './mailer.ts';

const message = { from: '"Amora" <no-reply@amora.date>', to: 'x@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

/** A real SMTP server on a free port; it refuses the first message to `refuseOnce` (retry tests). */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const state = { refuseOnce: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === state.refuseOnce) {
        state.refuseOnce = '';
        const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(TEST_DIALECTS)('mail outbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('sends nothing for a rolled-back transaction', async () => {
    const { mail, db } = t.app.platform;
    await expect(
      db.transaction().execute(async (trx) => {
        await mail.enqueue(trx, { ...message, subject: 'Never sent' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    mail.kick();
    const rows = await db.selectFrom('mail_outbox').select('subject').execute();
    expect(rows.map((r) => r.subject)).not.toContain('Never sent');
    expect((await deliveredMail(t)).map((m) => m.subject)).not.toContain('Never sent');
  });

  it('writes committed mail as an .eml file and marks it sent', async () => {
    const { mail, db } = t.app.platform;
    await db.transaction().execute((trx) => mail.enqueue(trx, { ...message, subject: 'Committed' }));
    mail.kick();
    const delivered = (await deliveredMail(t)).find((m) => m.subject === 'Committed')!;
    expect(delivered.text?.trim()).toBe('Hi');
    expect(delivered.html).toContain('<p>Hi</p>');
    const row = await db.selectFrom('mail_outbox').selectAll().where('subject', '=', 'Committed').executeTakeFirstOrThrow();
    expect(row.sent_at).toBe(t.clock.now());
    expect(row.attempts).toBe(1);
  });
});

describe.each(TEST_DIALECTS)('mail through a real SMTP server on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the recover mail with both parts and a working link', async () => {
    await createMember(t, { email: 'smtp@example.com' });
    const res = await t.request({ method: 'POST', url: '/rest/v2/signup/recover/request', payload: { email: 'smtp@example.com', product_id: 7 } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.platform.mail.idle();
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Reset your Amora password');
    expect(mail.from?.text).toContain('Amora');
    expect(mail.to).toMatchObject({ value: [{ address: 'smtp@example.com' }] });
    expect(mail.html).toContain('Amora');
    expect(mail.text).toContain('Amora');
    const link = linkIn(mail, '/sign/recover');
    expect(mail.text).toContain(link.searchParams.get('q')!);

    const set = await t.request({
      method: 'POST',
      url: '/api/user/password/recover',
      payload: { signed_query: link.searchParams.get('q'), password: 'through-smtp-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t, { email: 'smtp@example.com', password: 'through-smtp-1' })).statusCode).toBe(200);
  });

  it('retries a refused message with backoff on the clock', async () => {
    const { mail, db } = t.app.platform;
    smtp.state.refuseOnce = 'retry@example.com';
    await mail.idle();
    const before = smtp.received.length;
    const id = await mail.send({ ...message, to: 'retry@example.com', subject: 'Retried' });
    await mail.idle();
    const outbox = db;
    const failed = await outbox.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: t.clock.now() + retryDelayMs(1) });
    expect(failed.last_error).toContain('Mailbox busy');

    mail.kick();
    await mail.idle();
    expect(smtp.received.length).toBe(before);

    t.clock.advance(MINUTE);
    mail.kick();
    await mail.idle();
    expect(smtp.received.at(-1)!.subject).toBe('Retried');
    const sent = await outbox.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ attempts: 2, next_attempt_at: null, last_error: null });
    expect(sent.sent_at).toBe(t.clock.now());
  });
});
