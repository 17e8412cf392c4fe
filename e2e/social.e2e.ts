import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelPhotosResponse } from '@amora/contracts';
import { RunningClock } from '../packages/server/src/platform/clock.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../packages/server/src/testing/identity-provider.ts';
import { useE2E } from './support/e2e.ts';
import { translation } from './support/pages.ts';
import { completeFunnel, funnelAnswers, registerFromHome } from './support/registration.ts';

/** Google's id_token carries the name and a verified e-mail; gender and birthday are asked in the funnel. */
const visitor = { id: 'google-user-1', email: 'sofia.social@example.com', name: 'Sofia' } as const;
/** A visitor half-way through the e-mail funnel who switches to Google on the e-mail step. */
const switcher = { id: 'google-user-2', email: 'nina.social@example.com', name: 'Nina' } as const;
/** Facebook's Graph answers the name, gender, birthday, a verified e-mail and two uploaded photos. */
const facebookVisitor = { id: 'facebook-user-1', email: 'felix.social@example.com', name: 'Felix', gender: 'male', birthday: '1993-02-11', photos: 2 } as const;

describe('social sign-up in Chromium (flows 1 and 2, against the local identity provider)', () => {
  let idp: TestIdentityProvider;
  let clock: RunningClock;

  // The provider first (its hooks before the fixture's, closed after them): the server shares its clock and env.
  beforeAll(async () => {
    clock = new RunningClock();
    idp = await startIdentityProvider({ users: [visitor, facebookVisitor, switcher], clock });
  });
  afterAll(async () => {
    await idp?.close();
  });
  const { server, open } = useE2E(() => ({ clock, env: { ...idp.env, DEFAULT_COUNTRY: 'US' } }));

  it('goes /social/google → provider → back → the funnel without the photo step → a logged-in member', async () => {
    const lang = 'en-US';
    const page = await open('/', { locale: lang });
    await page.getByRole('button', { name: translation(lang, 'auth', 'home.hero.register') }).waitFor();
    const visitedProvider = page.waitForRequest((request) => request.url().startsWith(idp.issuer));
    await page.goto(server().url('/social/google'));
    await visitedProvider;

    // Back from the provider with a token: the funnel, prefilled, the token gone from the address bar.
    await page.waitForURL((url) => url.pathname === '/registration/google');
    expect(page.url()).not.toContain('social_token');
    const run = await completeFunnel(page, lang, funnelAnswers({ birthday: '1992-04-09', photoFile: '' }));
    // The provider answered the name (its step is disabled); flow 2 has no e-mail, password or photo step.
    expect(run.steps[0]).toBe('gender');
    expect(run.steps).toContain('birthday');
    for (const absent of ['name', 'email', 'password', 'uploadPhoto'] as const) expect(run.steps).not.toContain(absent);

    await page.waitForURL(/\/(sign\/activated|matches)$/);
    const account = await server().app.platform.db.selectFrom('accounts').selectAll().where('email', '=', visitor.email).executeTakeFirstOrThrow();
    expect(account.email_confirmed).toBe(1);
    expect(account.password_hash).toBeNull();
    const profile = await server().app.platform.db.selectFrom('profiles').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ name: visitor.name, birthday: '1992-04-09', gender: 'male' });
    // Logged in: the member area opens (the paywall skipped when the sign-up asked for it).
    if (page.url().endsWith('/sign/activated')) await page.getByRole('button', { name: translation(lang, 'registration', 'paywall.close') }).click();
    await page.waitForURL(/\/matches$/);
    await page.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.matches') }).waitFor();
  });

  it('goes /social/facebook → provider → back → the funnel with the photo step → imports the Facebook photos → a member with that avatar', async () => {
    const lang = 'en-US';
    idp.signInAs(facebookVisitor.id);
    try {
      const page = await open('/', { locale: lang });
      await page.getByRole('button', { name: translation(lang, 'auth', 'home.hero.register') }).waitFor();
      const visitedProvider = page.waitForRequest((request) => request.url().startsWith(idp.facebookUrls.authUrl));
      await page.goto(server().url('/social/facebook'));
      await visitedProvider;

      await page.waitForURL((url) => url.pathname === '/registration/facebook');
      expect(page.url()).not.toContain('social_token');
      // Armed before the funnel, so its clock runs through every step: the test's own limit bounds it.
      const imported = page.waitForResponse((response) => /\/apis\/photos\/v1\/funnels\/[^/]+\/photos:import$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST', { timeout: 0 });
      const run = await completeFunnel(page, lang, funnelAnswers({ photoFile: '', importFacebookPhotos: true }));
      // Flow 1: the provider answered name and birthday; no e-mail or password step, the photo step last.
      for (const absent of ['name', 'birthday', 'email', 'password'] as const) expect(run.steps).not.toContain(absent);
      expect(run.steps.at(-1)).toBe('uploadPhoto');
      const importResponse = await imported;
      expect(importResponse.status()).toBe(200);
      const { photos } = (await importResponse.json()) as FunnelPhotosResponse;
      expect(photos).toHaveLength(facebookVisitor.photos);

      await page.waitForURL(/\/(sign\/activated|matches)$/);
      const db = server().app.platform.db;
      const account = await db.selectFrom('accounts').selectAll().where('email', '=', facebookVisitor.email).executeTakeFirstOrThrow();
      expect(account.email_confirmed).toBe(1);
      const profile = await db.selectFrom('profiles').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ name: facebookVisitor.name, birthday: facebookVisitor.birthday, gender: facebookVisitor.gender });
      // The imported photos are the member's, the first one the avatar, its files served.
      const rows = await db.selectFrom('photos').selectAll().where('account_id', '=', account.id).orderBy('position').execute();
      expect(rows.map((row) => [row.hid, row.is_avatar])).toEqual(photos.map((photo, i) => [photo.hid, i === 0 ? 1 : 0]));
      // Through the signed address the import answered (the media route serves nothing unsigned).
      const avatar = await page.request.get(server().url(photos[0]!.urls.avatar_l));
      expect(avatar.status()).toBe(200);
      expect(avatar.headers()['content-type']).toBe('image/jpeg');

      if (page.url().endsWith('/sign/activated')) await page.getByRole('button', { name: translation(lang, 'registration', 'paywall.close') }).click();
      await page.waitForURL(/\/matches$/);
      await page.getByRole('navigation').getByRole('link', { name: translation(lang, 'common', 'nav.matches') }).waitFor();
    } finally {
      idp.signInAs(visitor.id);
    }
  });

  it('keeps the answers through a reload, a cleared local storage and "Continue with Google" (signup/click, registration_token)', async () => {
    const lang = 'en-US';
    const t = (key: string) => translation(lang, 'registration', key);
    const typed = funnelAnswers({ persona: 'dave', photoFile: '' });
    idp.signInAs(switcher.id);
    try {
      const page = await open('/', { locale: lang });
      await registerFromHome(page, lang);
      const before = await completeFunnel(page, lang, typed, { until: 'email' });
      expect(before.steps.slice(0, 3)).toEqual(['gender', 'name', 'birthday']);
      const emailTitle = page.getByRole('heading', { level: 1, name: t('steps.email.title') });

      // A reload comes back to the same step with the answers behind it.
      await page.reload();
      await emailTitle.waitFor();
      // Without local storage, the registration_token cookie alone brings the answers back: every
      // answered step is done, only e-mail, password and photo are left.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await emailTitle.waitFor();
      expect(await page.getByRole('progressbar').getAttribute('aria-label')).toBe(t('progress').replace('{{current}}', '1').replace('{{total}}', '3'));

      // Social click: the answers are saved, the visitor goes to Google and comes back with
      // nothing left to ask, so the sign-up goes through at once.
      const visitedProvider = page.waitForRequest((request) => request.url().startsWith(idp.issuer));
      await page.getByRole('button', { name: t('social.continueWith').replace('{{provider}}', 'Google') }).click();
      await visitedProvider;
      await page.waitForURL(/\/(sign\/activated|matches)$/);

      const db = server().app.platform.db;
      const account = await db.selectFrom('accounts').selectAll().where('email', '=', switcher.email).executeTakeFirstOrThrow();
      const profile = await db.selectFrom('profiles').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ birthday: typed.birthday, gender: 'male', search_gender: 'female' });
      expect(JSON.parse(profile.interests)).toHaveLength(2);
      // The sign-up spent the saved registration: no draft left, no cookie left.
      expect(await db.selectFrom('registration_drafts').selectAll().execute()).toEqual([]);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('registration_token');
    } finally {
      idp.signInAs(visitor.id);
    }
  });

  it('shows the provider refusal translated, with a way to try again', async () => {
    const lang = 'de-DE';
    idp.signInAs(null);
    try {
      const page = await open('/social/google', { locale: lang });
      await page.getByText(translation(lang, 'registration', 'social.errors.access_denied')).waitFor();
      await page.getByRole('heading', { name: translation(lang, 'registration', 'social.title') }).waitFor();
      expect(await page.getByRole('link', { name: translation(lang, 'registration', 'social.tryAgain') }).getAttribute('href')).toBe('/apis/social/v1/google/start');
    } finally {
      idp.signInAs(visitor.id);
    }
  });
});
