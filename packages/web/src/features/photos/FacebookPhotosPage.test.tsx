import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import type { PremoderatedPhoto } from '@amora/contracts';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { album, albumPhoto, memberServer, OWN_ALBUM } from './album.fixture.ts';

const PROVIDERS = 'GET /apis/social/v1/providers';
const FACEBOOK_PHOTOS = 'GET /rest/v2/social/facebook/photos';
const FROM_URL = 'POST /apis/photos/v1/users/me/photos/from/url';
const PUBLISH = 'POST /apis/photos/v1/users/me/photos/batch/publishing';

const fbPhoto = (n: number, pass = true): PremoderatedPhoto => ({ large_url: `https://fb.example/${n}.jpg`, small_url: `https://fb.example/${n}_s.jpg`, pass });

function facebookServer(providers: string[], photos: PremoderatedPhoto[] = []) {
  const server = memberServer();
  server.on(PROVIDERS, () => json(200, { providers }));
  server.on(OWN_ALBUM, () => json(200, album([albumPhoto('p1')])));
  server.on(FACEBOOK_PHOTOS, (request) =>
    request.url.searchParams.get('social_token') === 'good-token'
      ? json(200, { result: { type: 'facebook', premoderated_photos: photos } })
      : json(400, { code: 400, message: 'social_token is invalid or expired', fields: { social_token: 'invalid' } }),
  );
  return server;
}

describe('Facebook photos import /photos/facebook (spec 3 §2, §7)', () => {
  it('says so and offers the upload when the site has no Facebook', async () => {
    facebookServer(['google']);
    await renderApp({ path: '/photos/facebook' });
    const off = await screen.findByRole('region', { name: "Facebook import isn't available" });
    expect(within(off).getByLabelText('Upload photos')).toBeTruthy();
    expect(within(off).queryByRole('link', { name: 'Connect Facebook' })).toBeNull();
  });

  it('sends the member to Facebook for a photos grant that comes back here', async () => {
    facebookServer(['facebook', 'google']);
    await renderApp({ path: '/photos/facebook' });
    const connect = await screen.findByRole('link', { name: 'Connect Facebook' });
    expect(connect.getAttribute('href')).toBe('/apis/social/v1/facebook/start?purpose=photos&redirect=%2Fphotos%2Ffacebook');
  });

  it('tells a member who cancelled at Facebook that nothing was connected', async () => {
    facebookServer(['facebook']);
    await renderApp({ path: '/photos/facebook?social_error=access_denied' });
    expect(await screen.findByText("Facebook wasn't connected. You can try again whenever you like.")).toBeTruthy();
  });

  it('imports the chosen photos, publishes them after the album and shows the success popup', async () => {
    const server = facebookServer(['facebook'], [fbPhoto(1), fbPhoto(2), fbPhoto(3, false)]);
    let next = 0;
    server.on(FROM_URL, () => json(200, albumPhoto(`fb${++next}`, { status: 2 })));
    server.on(PUBLISH, () => json(200, album([albumPhoto('p1'), albumPhoto('fb1'), albumPhoto('fb2')])));
    const { user, router } = await renderApp({ path: '/photos/facebook?social_token=good-token' });

    const grid = await screen.findByRole('list', { name: 'Your Facebook photos' });
    expect(server.calls(FACEBOOK_PHOTOS)[0]!.headers.has('authorization')).toBe(false);
    expect((within(grid).getByRole('button', { name: 'Facebook photo 3 is too small to import' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(grid).getByRole('button', { name: 'Facebook photo 1' }));
    await user.click(within(grid).getByRole('button', { name: 'Facebook photo 2' }));
    expect(screen.getByText('Chosen: 2 of 10')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Facebook photo 1' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Import chosen photos' }));

    expect(await screen.findByRole('dialog', { name: 'Photos uploaded' })).toBeTruthy();
    expect(server.calls(FROM_URL).map((call) => call.body)).toEqual([
      { url: 'https://fb.example/1.jpg', album_id: -3 },
      { url: 'https://fb.example/2.jpg', album_id: -3 },
    ]);
    expect(server.calls(PUBLISH)[0]!.body).toEqual({ photos: ['p1', 'fb1', 'fb2'] });
    expect(router.state.location.pathname).toBe('/photos');
  });

  it('lets the member pick at most 10 photos', async () => {
    facebookServer(['facebook'], Array.from({ length: 12 }, (_, i) => fbPhoto(i + 1)));
    const { user } = await renderApp({ path: '/photos/facebook?social_token=good-token' });
    const grid = await screen.findByRole('list', { name: 'Your Facebook photos' });
    for (let n = 1; n <= 10; n++) await user.click(within(grid).getByRole('button', { name: `Facebook photo ${n}` }));

    expect(screen.getByText('Chosen: 10 of 10')).toBeTruthy();
    expect((within(grid).getByRole('button', { name: 'Facebook photo 11' }) as HTMLButtonElement).disabled).toBe(true);
    // A chosen one can still be put back, which frees a place.
    await user.click(within(grid).getByRole('button', { name: 'Facebook photo 1' }));
    expect((within(grid).getByRole('button', { name: 'Facebook photo 11' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays on the page with an error when no photo could be imported', async () => {
    const server = facebookServer(['facebook'], [fbPhoto(1)]);
    server.on(FROM_URL, () => json(400, { code: 1, message: 'fetch failed', fields: { url: 'photos.errors.uploadFailed' } }));
    const { user, router } = await renderApp({ path: '/photos/facebook?social_token=good-token' });
    await user.click(await screen.findByRole('button', { name: 'Facebook photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Import chosen photos' }));

    expect(await screen.findByText("The photos couldn't be imported. Please try again.")).toBeTruthy();
    expect(server.calls(PUBLISH)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/photos/facebook');
  });

  it('asks to connect again when the photos grant has expired', async () => {
    facebookServer(['facebook']);
    await renderApp({ path: '/photos/facebook?social_token=stale-token' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access to your Facebook photos has expired.');
    expect(within(alert).getByRole('link', { name: 'Connect Facebook again' })).toBeTruthy();
  });

  it('says when the Facebook account has no photos', async () => {
    facebookServer(['facebook'], []);
    await renderApp({ path: '/photos/facebook?social_token=good-token' });
    expect(await screen.findByText("We didn't find any photos on your Facebook account.")).toBeTruthy();
  });
});
