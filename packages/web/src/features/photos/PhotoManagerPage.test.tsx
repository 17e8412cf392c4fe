import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createEvent, fireEvent, screen, within } from '@testing-library/preact';
import { PhotoStatus, type PhotoAlbum } from '@amora/contracts';
import { json } from '../../test/fake-server.ts';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import { renderApp } from '../../test/render-app.tsx';
import { album, albumPhoto, memberServer, OWN_ALBUM } from './album.fixture.ts';

/** The browser's XHR at the network edge: what was sent, and the server's side of each call. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();

  static latest(): FakeXhr {
    const xhr = FakeXhr.sent.at(-1);
    if (!xhr) throw new Error('no XHR was sent');
    return xhr;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  /** Bytes of the body sent so far. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total }));
    });
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.dispatchEvent(new Event('load'));
    });
    await settle();
  }
}

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function progressOf(name: string): number {
  return Number((screen.getByRole('progressbar', { name: `Upload progress of ${name}` }) as HTMLProgressElement).value);
}

async function openManager(albums: () => PhotoAlbum, providers: string[] = []) {
  const server = memberServer();
  server.on(OWN_ALBUM, () => json(200, albums()));
  server.on('GET /apis/social/v1/providers', () => json(200, { providers }));
  const view = await renderApp({ path: '/photos' });
  // The whole app starts here, and the first file of a worker to open /photos compiles its route:
  // on a loaded two-CPU machine that alone has taken over 5 s.
  await screen.findByRole('heading', { name: 'My photos' }, { timeout: 12_000 });
  return { server, ...view };
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('photo manager /photos (spec 3 §2, §4)', () => {
  it('uploads with progress per file, lists a refused file with its error, then publishes after the album and refetches it', async () => {
    let photos = [albumPhoto('p1')];
    const { server, user } = await openManager(() => album(photos));
    server.on('POST /apis/photos/v1/users/me/photos/batch/publishing', () => json(200, album(photos)));
    await screen.findByRole('listitem', { name: 'Photo 1' });

    await user.upload(screen.getByLabelText('Upload photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);

    const xhr = FakeXhr.latest();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/apis/photos/v1/users/me/photos/from/file']);
    expect(xhr.headers).toMatchObject({ authorization: 'JWT access-1', 'accept-version': '3.0', 'accept-language': 'en-US' });
    const form = xhr.body as FormData;
    expect(form.get('album_id')).toBe('-3');
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.getByText('Uploading…')).toBeTruthy();

    // Half of a body of two 1000-byte files: the first is through, the second not started.
    xhr.progress(1100, 2200);
    expect([progressOf('a.jpg'), progressOf('b.jpg')]).toEqual([100, 0]);
    xhr.progress(1650, 2200);
    expect(progressOf('b.jpg')).toBe(50);

    photos = [albumPhoto('p1'), albumPhoto('p2', { status: PhotoStatus.pending })];
    await xhr.respond(200, { photos: [photos[1]], errors: [{ index: 1, name: 'b.jpg', code: 2, key: 'photos.errors.invalidImage' }] });

    const refused = screen.getByRole('listitem', { name: 'b.jpg' });
    expect(within(refused).getByRole('alert').textContent).toBe("This image can't be used. Please choose a clear photo at least 200 pixels on each side.");
    expect(screen.queryByRole('listitem', { name: 'a.jpg' })).toBeNull();
    expect(server.calls('POST /apis/photos/v1/users/me/photos/batch/publishing')[0]!.body).toEqual({ photos: ['p1', 'p2'] });
    expect(await screen.findByText('Some photos were uploaded. The others are listed with what went wrong.')).toBeTruthy();
    const added = await screen.findByRole('listitem', { name: 'Photo 2' });
    expect(within(added).getByText('In moderation')).toBeTruthy();
    expect(server.calls(OWN_ALBUM).length).toBeGreaterThanOrEqual(2);
  });

  it('opens the upload success popup when every photo of the selection was stored', async () => {
    const { server, user } = await openManager(() => album([]));
    server.on('POST /apis/photos/v1/users/me/photos/batch/publishing', () => json(200, album([albumPhoto('p9')])));
    await user.upload(await screen.findByLabelText('Upload photos'), [jpeg('me.jpg')]);
    await FakeXhr.latest().respond(200, { photos: [albumPhoto('p9', { status: PhotoStatus.pending })], errors: [] });

    const popup = await screen.findByRole('dialog', { name: 'Photos uploaded' });
    expect(within(popup).getByText(/being checked by our moderators/)).toBeTruthy();
    expect(server.calls('POST /apis/photos/v1/users/me/photos/batch/publishing')[0]!.body).toEqual({ photos: ['p9'] });
  });

  it('refuses 11 files at once with the rejected popup and a push, uploading nothing', async () => {
    const { user } = await openManager(() => album([]));
    const files = Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`));
    await user.upload(await screen.findByLabelText('Upload photos'), files);

    expect(await screen.findByRole('dialog', { name: "Your photo wasn't approved" })).toBeTruthy();
    expect(await screen.findByText('You can upload up to 10 photos at a time.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('checks type and size before sending: a GIF and a file over 7,000,000 bytes never leave the device', async () => {
    await openManager(() => album([]));
    const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
    const big = jpeg('huge.jpg', 7_000_001);
    const input = await screen.findByLabelText('Upload photos');
    // The picker offers only the accepted types; a drop or a lax browser can still hand others over.
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
    // A change event as the browser sends it (the testing library's fireEvent.change sends an
    // input event under preact/compat, which a file input never gets).
    fireEvent(input, createEvent.change(input, { target: { files: [gif, big] } }));

    expect(within(screen.getByRole('listitem', { name: 'anim.gif' })).getByRole('alert').textContent).toBe('Only PNG, JPEG and WebP photos can be uploaded.');
    expect(within(screen.getByRole('listitem', { name: 'huge.jpg' })).getByRole('alert').textContent).toBe('This photo is larger than 7 MB. Please choose a smaller one.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows a failed request on every file of it, translated from the photo error code', async () => {
    const { user } = await openManager(() => album([]));
    await user.upload(await screen.findByLabelText('Upload photos'), [jpeg('one.jpg'), jpeg('two.jpg')]);
    await FakeXhr.latest().respond(400, { code: 3, message: 'not an image', fields: {} });

    for (const name of ['one.jpg', 'two.jpg']) {
      expect(within(screen.getByRole('listitem', { name })).getByRole('alert').textContent).toBe(
        "This file isn't a photo we can use. Please choose a PNG, JPEG or WebP image.",
      );
    }
  });

  it('releases the preview URL 30,000 ms after the upload starts', async () => {
    const { user } = await openManager(() => album([]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await user.upload(await screen.findByLabelText('Upload photos'), [jpeg('me.jpg')]);
    expect(create).toHaveBeenCalledTimes(1);

    await advanceAndSettle(29_000);
    expect(revoke).not.toHaveBeenCalled();
    await advanceAndSettle(1_000);
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    create.mockRestore();
    revoke.mockRestore();
  });

  it('makes another photo the cover, and deletes the cover after confirming, the avatar moving on', async () => {
    let current = album([albumPhoto('p1'), albumPhoto('p2')], { coverId: 'p1' });
    const { server, user } = await openManager(() => current);
    server.on('DELETE /apis/photos/v1/users/me/photos/p2', () => {
      current = album([albumPhoto('p1')], { coverId: 'p1' });
      return json(200, {});
    });

    server.on('PATCH /apis/photos/v1/users/me/albums/-3', () => {
      current = album([albumPhoto('p1'), albumPhoto('p2')], { coverId: 'p2' });
      return json(200, current);
    });

    const second = await screen.findByRole('listitem', { name: 'Photo 2' });
    expect(within(screen.getByRole('listitem', { name: 'Photo 1' })).getByText('Profile photo')).toBeTruthy();
    const profileLoads = server.calls('GET /rest/v2/user/info/profile').length;
    await user.click(within(second).getByRole('button', { name: 'Make profile photo' }));
    const [patch] = server.calls('PATCH /apis/photos/v1/users/me/albums/-3');
    expect(patch?.body).toEqual({ cover_id: 'p2' });
    expect(patch?.headers.get('authorization')).toBe('JWT access-1');

    expect(await screen.findByText('Profile photo changed')).toBeTruthy();
    expect(await within(screen.getByRole('listitem', { name: 'Photo 2' })).findByText('Profile photo')).toBeTruthy();
    expect(server.calls('GET /rest/v2/user/info/profile').length).toBeGreaterThan(profileLoads);

    await user.click(within(screen.getByRole('listitem', { name: 'Photo 2' })).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(within(confirm).getByText(/your next photo becomes your profile photo/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(server.calls('DELETE /apis/photos/v1/users/me/photos/p2')).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Photo 2' })).toBeNull());
    expect(within(screen.getByRole('listitem', { name: 'Photo 1' })).getByText('Profile photo')).toBeTruthy();
  });

  it('keeps a photo when the delete is cancelled', async () => {
    const { server, user } = await openManager(() => album([albumPhoto('p1')]));
    await user.click(within(await screen.findByRole('listitem', { name: 'Photo 1' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Delete this photo?' })).toBeNull();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the moderation state: pending, and rejected with the reason', async () => {
    await openManager(() =>
      album(
        [
          albumPhoto('p1'),
          albumPhoto('p2', { status: PhotoStatus.pending }),
          albumPhoto('p3', { status: PhotoStatus.rejected, moderation: { reason: 'too_small', at: 1 } }),
        ],
        { coverId: 'p1' },
      ),
    );
    expect(within(await screen.findByRole('listitem', { name: 'Photo 2' })).getByText('In moderation')).toBeTruthy();
    const rejected = screen.getByRole('listitem', { name: 'Photo 3' });
    expect(within(rejected).getByText('Not approved')).toBeTruthy();
    expect(within(rejected).getByText('The photo is too small.')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Make profile photo' })).toBeNull();
  });

  it('invites to upload when the album is empty, and to import from Facebook where the site has it', async () => {
    await openManager(() => album([]), ['google', 'facebook']);
    const empty = await screen.findByRole('region', { name: 'Add your first photo' });
    expect(within(empty).getByLabelText('Upload photos')).toBeTruthy();
    expect((await within(empty).findByRole('link', { name: 'Import from Facebook' })).getAttribute('href')).toBe('/photos/facebook');
  });

  it('offers no Facebook import on a site without Facebook, empty album or not', async () => {
    const { server } = await openManager(() => album([]), ['google']);
    await screen.findByRole('region', { name: 'Add your first photo' });
    await settle();
    expect(server.calls('GET /apis/social/v1/providers')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Import from Facebook' })).toBeNull();
  });

  it('offers no Facebook import next to existing photos on a site without Facebook', async () => {
    await openManager(() => album([albumPhoto('p1')]));
    await screen.findByRole('listitem', { name: 'Photo 1' });
    await settle();
    expect(screen.getByRole('link', { name: 'View photos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import from Facebook' })).toBeNull();
  });

  it('offers a retry when the album cannot be loaded', async () => {
    let answers = 0;
    const server = memberServer();
    server.on(OWN_ALBUM, () => (++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, album([albumPhoto('p1')]))));
    const { user } = await renderApp({ path: '/photos' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the photos.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Photo 1' })).toBeTruthy();
  });
});
