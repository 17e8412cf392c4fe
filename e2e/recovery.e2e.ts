import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MINUTE } from '../packages/server/src/platform/clock.ts';
import { useE2E } from './support/e2e.ts';
import { linkPath, outboxFiles, waitForMail } from './support/mail.ts';
import { escapeRegExp, submitLogin, translation, translationPrefix } from './support/pages.ts';

const lang = 'en-US';
const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
const NEW_PASSWORD = 'Copper-lantern-42';
const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'recovery', key, values);

describe('password recovery in Chromium', () => {
  const { server, open } = useE2E();

  async function requestReset(page: Page, email: string): Promise<void> {
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel(t('recoverRequest.email')).fill(email);
    await page.getByRole('button', { name: t('recoverRequest.next') }).click();
  }

  async function logIn(password: string): Promise<Page> {
    const page = await open('/login', { locale: lang });
    await submitLogin(page, { email: DEMO.email, password }, lang);
    return page;
  }

  /** "12 s" as the page writes seconds (recovery:seconds). */
  const secondsPattern = new RegExp(escapeRegExp(t('seconds', { seconds: '§' })).replace('§', '(\\d+)'));

  it('mails a link that sets a new password; the new one logs in and the old one no longer does; a second request waits', async () => {
    // The limit's windows are aligned to the minute: start the server's clock at the top of one,
    // so the second request below falls in the same window however late in a minute the test runs.
    server().clock.set(Math.ceil(Date.now() / MINUTE) * MINUTE);
    const seen = outboxFiles(server().dataDir);
    const page = await open('/sign/recoverrequest', { locale: lang });
    await requestReset(page, DEMO.email);
    await page.getByRole('heading', { name: t('recoverSent.title') }).waitFor();
    await page.getByText(DEMO.email).waitFor();
    // The resend countdown comes from the answer's x-rate-limit-reset header.
    await page.getByText(translationPrefix(lang, 'recovery', 'recoverSent.wait')).waitFor();

    // A second request inside the limit: 429, and the countdown from retry-after.
    const again = await open('/sign/recoverrequest', { locale: lang });
    const refused = again.waitForResponse((response) => response.url().includes('/recover/request'));
    await requestReset(again, DEMO.email);
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const retryAfter = Number(answer.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    const alert = again.getByRole('alert').filter({ hasText: translationPrefix(lang, 'recovery', 'recoverRequest.errors.tooMany') });
    await alert.waitFor();
    const shown = Number(secondsPattern.exec((await alert.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(retryAfter);

    // The e-mail's link: a new password, then the success page.
    const mail = await waitForMail(server().dataDir, DEMO.email, seen);
    expect(outboxFiles(server().dataDir).length - seen.length).toBe(1);
    const link = linkPath(mail, '/sign/recover');
    expect(link).toMatch(/[?&]q=.+&t=\d+/);
    const reset = await open(link, { locale: lang });
    await reset.getByRole('heading', { name: t('recoverPassword.title') }).waitFor();
    await reset.getByLabel(t('recoverPassword.password'), { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel(t('recoverPassword.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: t('recoverPassword.submit') }).click();
    await reset.getByRole('heading', { name: t('recoverPassword.successTitle') }).waitFor();

    const withNew = await logIn(NEW_PASSWORD);
    await withNew.waitForURL(/\/matches$/);
    await withNew.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.matches') }).waitFor();

    const withOld = await logIn(DEMO.password);
    await withOld.getByText(translation(lang, 'auth', 'login.errors.wrongCredentials')).waitFor();
    expect(new URL(withOld.url()).pathname).toBe('/login');
  });

  it('sends a link opened over an hour later back to the request form as expired', async () => {
    // Past the per-minute limit of the previous test, a fresh link…
    server().clock.advance(2 * MINUTE);
    const seen = outboxFiles(server().dataDir);
    const page = await open('/sign/recoverrequest', { locale: lang });
    await requestReset(page, DEMO.email);
    await page.getByRole('heading', { name: t('recoverSent.title') }).waitFor();
    const link = linkPath(await waitForMail(server().dataDir, DEMO.email, seen), '/sign/recover');

    // …opened 61 minutes later, on the server's clock and the browser's.
    server().clock.advance(61 * MINUTE);
    const late = await open('/', { locale: lang });
    await late.clock.setFixedTime(server().clock.now());
    await late.goto(server().url(link));
    await late.waitForURL((url) => url.pathname === '/sign/recoverrequest' && url.searchParams.has('expired'));
    await late.getByRole('heading', { name: t('recoverRequest.titleExpired') }).waitFor();
    await late.getByText(t('recoverRequest.subtitleExpired')).waitFor();
    // The request form, ready for a fresh link.
    await late.getByLabel(t('recoverRequest.email')).waitFor();
    await late.getByRole('button', { name: t('recoverRequest.next') }).waitFor();
  });

  it('refuses the expired link on the server too, when the browser clock does not know', async () => {
    // A link signed an hour and a minute ago by the server's clock, opened by a browser on real time.
    server().clock.advance(2 * MINUTE);
    const seen = outboxFiles(server().dataDir);
    const request = await open('/sign/recoverrequest', { locale: lang });
    await request.clock.setFixedTime(server().clock.now());
    await requestReset(request, DEMO.email);
    await request.getByRole('heading', { name: t('recoverSent.title') }).waitFor();
    const link = linkPath(await waitForMail(server().dataDir, DEMO.email, seen), '/sign/recover');
    const issuedAt = Number(new URL(server().url(link)).searchParams.get('t'));
    server().clock.advance(61 * MINUTE);

    const late = await open('/', { locale: lang });
    await late.clock.setFixedTime(issuedAt + 5_000);
    await late.goto(server().url(link));
    await late.getByRole('heading', { name: t('recoverPassword.title') }).waitFor();
    await late.getByLabel(t('recoverPassword.password'), { exact: true }).fill('Another-password-9');
    await late.getByLabel(t('recoverPassword.confirmPassword'), { exact: true }).fill('Another-password-9');
    await late.getByRole('button', { name: t('recoverPassword.submit') }).click();
    await late.getByRole('heading', { name: t('recoverRequest.titleExpired') }).waitFor();
    expect(new URL(late.url()).searchParams.has('expired')).toBe(true);
  });
});
