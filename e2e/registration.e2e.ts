import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './support/e2e.ts';
import { linkPath, outboxFiles, waitForMail } from './support/mail.ts';
import { translation } from './support/pages.ts';
import { completeFunnel, registerFromHome, STEP_IDS } from './support/registration.ts';
import { photograph } from './support/screenshots.ts';

/** A real photo-like JPEG (a gradient with noise, as a camera would give), written to a temp file. */
async function makeJpeg(): Promise<string> {
  const width = 640;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 7) % 256;
    }
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amora-e2e-photo-')), 'me.jpg');
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(file);
  return file;
}

describe('registration in Chromium', () => {
  let photoFile: string;

  beforeAll(async () => {
    photoFile = await makeJpeg();
  });
  afterAll(() => {
    if (photoFile) fs.rmSync(path.dirname(photoFile), { recursive: true, force: true });
  });
  // A loopback visitor reads DEFAULT_COUNTRY; outside the EU/EEA every step of the default flow
  // is asked (the funnel leaves religion out in Europe).
  const { server, open } = useE2E({ env: { DEFAULT_COUNTRY: 'US' } });

  for (const lang of ['en-US', 'de-DE']) {
    it(`registers through every step of the default flow in ${lang}, confirms the e-mail and reaches matches`, async () => {
      const email = `new-${lang.toLowerCase()}@example.com`;
      const answers = { name: lang === 'en-US' ? 'Jonathan' : 'Matthias', email, password: 'Blue-heron-river-7', birthday: '1990-06-15', photoFile };
      const page = await open('/', { locale: lang });
      await registerFromHome(page, lang);
      const seenMail = outboxFiles(server().dataDir);

      const run = await completeFunnel(page, lang, answers);
      expect(run.steps).toEqual([...STEP_IDS]);

      // Brand 7 activates at once: logged in, at the signup-activated paywall.
      await page.waitForURL(/\/sign\/activated$/);
      await page.getByRole('button', { name: translation(lang, 'registration', 'paywall.close') }).waitFor();

      const account = await server().app.platform.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(account.brand_id).toBe(7);
      expect(account.language).toBe(lang);
      const profile = await server().app.platform.db.selectFrom('profiles').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ name: answers.name, gender: 'male', search_gender: 'female', birthday: answers.birthday });
      expect(profile.city_id).not.toBeNull();
      expect(profile.height).not.toBeNull();
      expect(profile.marital_status).not.toBeNull();
      expect(JSON.parse(profile.interests)).toHaveLength(2);
      const photos = await server().app.platform.db.selectFrom('photos').select('hid').where('account_id', '=', account.id).execute();
      expect(photos).toHaveLength(1);

      // The confirmation e-mail, in the member's language, whose link logs in with `ak`.
      const mail = await waitForMail(server().dataDir, email, seenMail);
      const confirm = linkPath(mail, '/api/user/confirmation/confirm');
      const elsewhere = await open('/', { locale: lang });
      const akLogin = elsewhere.waitForRequest((request) => new URL(request.url()).searchParams.has('ak'));
      await elsewhere.goto(server().url(confirm));
      expect(new URL((await akLogin).url()).pathname).toBe('/');
      await elsewhere.waitForURL((url) => url.pathname !== '/' && !url.pathname.startsWith('/api/'));
      const confirmed = await server().app.platform.db.selectFrom('accounts').select('email_confirmed').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(confirmed.email_confirmed).toBe(1);

      // Back on the paywall: skip it, and matches it is.
      await page.getByRole('button', { name: translation(lang, 'registration', 'paywall.close') }).click();
      await page.waitForURL(/\/matches$/);
      await page.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.matches') }).waitFor();
      await elsewhere.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.matches') }).waitFor();
    });
  }

  it('resumes on the photo step after a reload: the photo and the counter come back, and the finish asks for the password again', async () => {
    const lang = 'fr-FR';
    const t = (key: string, values?: Record<string, number>) => translation(lang, 'registration', key, values);
    const email = 'reload-photo@example.com';
    const answers = { name: 'Camille', email, password: 'Blue-heron-river-7', birthday: '1992-09-04', photoFile };
    const page = await open('/', { locale: lang });
    await registerFromHome(page, lang);
    const run = await completeFunnel(page, lang, answers, { until: 'uploadPhoto' });
    expect(run.steps).toEqual(STEP_IDS.filter((id) => id !== 'uploadPhoto'));

    const form = page.getByRole('form');
    const counter = page.locator('header').getByRole('progressbar');
    const preview = form.getByRole('img', { name: t('photo.preview'), exact: true });
    await form.getByLabel(t('photo.choose')).setInputFiles(photoFile);
    await form.getByRole('status').filter({ hasText: t('photo.uploaded') }).waitFor();
    const before = { url: page.url(), counter: await counter.getAttribute('aria-label'), shown: await page.locator('header').innerText() };
    expect(before.counter).toBe(t('progress', { current: STEP_IDS.length, total: STEP_IDS.length }));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('steps.uploadPhoto.title'), exact: true }).waitFor();
    expect(page.url()).toBe(before.url);
    expect(await counter.getAttribute('aria-label')).toBe(before.counter);
    expect(await page.locator('header').innerText()).toBe(before.shown);
    // The photo is shown (the preview URL the upload answered actually loads), and said to be uploaded.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    await form.getByRole('status').filter({ hasText: t('photo.uploaded') }).waitFor();
    await photograph(page, `registration/${lang}-reload-photo.png`, { fullPage: false });
    // The password was never kept by the page.
    const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(stored).not.toContain(answers.password);

    // The finish asks for the password again, on its step, saying why; then signs up from there.
    await form.getByRole('button', { name: t('finish'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('steps.password.title'), exact: true }).waitFor();
    await form.getByRole('status').filter({ hasText: t('password.again') }).waitFor();
    await photograph(page, `registration/${lang}-reload-password-again.png`, { fullPage: false });
    await form.getByLabel(t('password.label'), { exact: true }).fill(answers.password);
    await form.getByRole('button', { name: t('finish'), exact: true }).click();

    await page.waitForURL(/\/sign\/activated$/);
    const account = await server().app.platform.db.selectFrom('accounts').select(['id', 'language']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.language).toBe(lang);
    const photos = await server().app.platform.db.selectFrom('photos').select('hid').where('account_id', '=', account.id).execute();
    expect(photos).toHaveLength(1);
  });

  it('takes the e-mail flow to a logged-in member', async () => {
    const lang = 'en-US';
    const page = await open('/', { locale: lang });
    // The landing is recorded once the app has taken the server's page over: the funnel needs it.
    await page.waitForFunction(() => document.cookie.split('; ').some((cookie) => cookie.startsWith('traffic=')));
    await page.goto(server().url('/registration/email'));
    const run = await completeFunnel(page, lang, { name: 'Emily', email: 'email-flow@example.com', password: 'unused-password', birthday: '1994-02-03', photoFile });
    expect(run.steps).toEqual(['gender', 'name', 'birthday', 'goal', 'location', 'email']);
    await page.waitForURL((url) => !url.pathname.startsWith('/registration'));
    await page.waitForURL(/\/(sign\/activated|matches)$/);
    const account = await server().app.platform.db.selectFrom('accounts').select(['id', 'brand_id']).where('email', '=', 'email-flow@example.com').executeTakeFirst();
    expect(account?.brand_id).toBe(7);
  });
});
