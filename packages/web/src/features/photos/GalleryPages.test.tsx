import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { album, albumPhoto, memberServer, OWN_ALBUM } from './album.fixture.ts';

const BOB_ALBUM = 'GET /apis/photos/v1/users/hid-bob/albums/-3';

async function openViewer(path: string) {
  const view = await renderApp({ path });
  const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
  return { ...view, viewer };
}

const shown = (viewer: HTMLElement) => within(viewer).getByRole('img', { name: /^Photo \d+ of \d+$/ }).getAttribute('src');

describe('photo viewer /gallery (spec 1 §2, §6)', () => {
  it('pages through the own album by buttons and arrow keys with a "2 / 3" counter', async () => {
    memberServer().on(OWN_ALBUM, () => json(200, album([albumPhoto('p1'), albumPhoto('p2'), albumPhoto('p3')])));
    const { user, viewer } = await openViewer('/gallery');

    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
    expect(shown(viewer)).toBe('/media/photos/p1/w.webp');
    expect((within(viewer).getByRole('button', { name: 'Previous photo' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    expect(shown(viewer)).toBe('/media/photos/p2/w.webp');

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    expect((within(viewer).getByRole('button', { name: 'Next photo' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
  });

  it('moves by a swipe wider than a fifth of the stage, not by a small drag', async () => {
    memberServer().on(OWN_ALBUM, () => json(200, album([albumPhoto('p1'), albumPhoto('p2')])));
    const { viewer } = await openViewer('/gallery');
    const stage = within(viewer).getByRole('img', { name: 'Photo 1 of 2' }).parentElement!;
    Object.defineProperty(stage, 'clientWidth', { value: 360 });

    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 150 });
    expect(within(viewer).getByText('1 / 2')).toBeTruthy();

    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 100 });
    expect(within(viewer).getByText('2 / 2')).toBeTruthy();
  });

  it('closes back to the photo manager when the gallery was opened directly', async () => {
    memberServer().on(OWN_ALBUM, () => json(200, album([albumPhoto('p1')])));
    const { user, viewer, router } = await openViewer('/gallery');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/photos');
  });

  it("opens another member's album at the photo in the address, following it as the member pages", async () => {
    const server = memberServer();
    server.on(BOB_ALBUM, () => json(200, album([albumPhoto('b1'), albumPhoto('b2'), albumPhoto('b3')], { own: false, userHashId: 'hid-bob' })));
    const { user, viewer, router } = await openViewer('/gallery/hid-bob/photos/b2');

    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(router.state.location.pathname).toBe('/gallery/hid-bob/photos/b3');
    expect(within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByText('3 / 3')).toBeTruthy();
  });

  it('shows a free viewer the blurred photos with the Premium explanation, the first one clear', async () => {
    const server = memberServer();
    server.on(BOB_ALBUM, () =>
      json(200, album([albumPhoto('b1'), albumPhoto('b2', { metadata: { width: 640, height: 800, isAvatar: false, isBlurred: true } })], { own: false, userHashId: 'hid-bob' })),
    );
    const { user, viewer, router } = await openViewer('/gallery/hid-bob/photos/b1');
    expect(within(viewer).queryByText('This photo is blurred')).toBeNull();

    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    const current = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(shown(current)).toBe('/media/photos/b2-b/blur.jpg');
    // The address names the blurred entry as the server does, by its blurred rendition.
    expect(router.state.location.pathname).toBe('/gallery/hid-bob/photos/b2-b');
    expect(within(current).getByText('This photo is blurred')).toBeTruthy();
    expect(within(current).getByText('Members without Premium see only the first photo of a profile clearly.')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'Discover more people' }).getAttribute('href')).toBe('/matches');
  });

  it('says the profile is not available when the album answers 404', async () => {
    memberServer().on(BOB_ALBUM, () => json(404, { code: 404, message: 'No such member' }));
    await renderApp({ path: '/gallery/hid-bob/photos/b1' });
    expect(await screen.findByRole('heading', { name: 'This profile is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover other people' }).getAttribute('href')).toBe('/matches');
  });

  it('leads to the photo manager when the own album is empty', async () => {
    memberServer().on(OWN_ALBUM, () => json(200, album([])));
    await renderApp({ path: '/gallery' });
    expect(await screen.findByRole('heading', { name: 'You have no photos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add photos' }).getAttribute('href')).toBe('/photos');
  });
});
