import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import { SplitTest, type Message, type SendMessageBody } from '@amora/contracts';
import { initLoaded } from '../../../app/session/session-slice.ts';
import { json, ownProfile, type FakeServer } from '../../../test/fake-server.ts';
import { renderUi } from '../../../test/render-ui.tsx';
import { BO, messageFixture, threadFixture } from '../messenger.fixture.ts';
import { ThreadPage } from './ThreadPage.tsx';

const DAY = 86_400_000;
const MESSAGES = `POST /v3/messenger/dialogs/${BO}/messages`;

const PHOTO = { avatar: '/a.jpg', avatar_l: '/a-l.jpg', avatar_p: '/a-p.jpg', avatar_w: '/a-w.jpg' };

/** The thread with Bo; the member has a photo and a confirmed e-mail unless told otherwise. */
function thread(server: FakeServer, messages: Message[], own: { photo?: boolean; emailConfirmed?: boolean } = {}) {
  const { photo = true, emailConfirmed = true } = own;
  server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(200, threadFixture(messages)));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: { ...ownProfile({ email_confirmed: emailConfirmed }), ...(photo ? { photos: PHOTO } : {}) } }));
}

/** The server's message for a send: the text as sent, under a new id. */
const sent = (body: SendMessageBody, id: string) => messageFixture(id, body.textMessageBody?.text ?? '', { isIncoming: false, isRead: false, createDate: Date.now() });

const list = () => screen.getByRole('list', { name: 'Messages' });
const bubbles = () => within(list()).getAllByRole('button');

beforeEach(() => sessionStorage.clear());

describe('the dialog thread (spec 2 §2, §4 "Dialog thread"; spec 3 §4 message status)', () => {
  it('shows the member, the days, text as text and the four statuses of the member’s own messages', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [
      messageFixture('m-0', '', { type: 'userMatch', subtype: 38, text: null, createDate: Date.now() - DAY - 60_000 }),
      messageFixture('m-1', 'Hi &#128075; <b>there</b> &amp; you', { createDate: Date.now() - DAY }),
      messageFixture('m-2', 'Read by Bo', { isIncoming: false }),
      messageFixture('m-3', 'Delivered to Bo', { isIncoming: false, isRead: false }),
      messageFixture('m-4', 'Held for premium', { isIncoming: false, isRead: false, isSent: false }),
    ]);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bo');
    expect(screen.getByRole('link', { name: 'Bo’s profile' }).getAttribute('href')).toBe(`/contact/${BO}`);
    await screen.findByRole('list', { name: 'Messages' });
    expect(within(list()).getByText('You and Bo like each other. Say hello!')).toBeTruthy();
    expect(within(list()).getByText('Yesterday')).toBeTruthy();
    expect(within(list()).getByText('Today')).toBeTruthy();
    // Numeric entities decoded, markup and named entities shown as typed, never as HTML.
    expect(within(list()).getByText('Hi 👋 <b>there</b> &amp; you')).toBeTruthy();
    expect(list().querySelector('b')).toBeNull();

    const status = (text: string) => within(within(list()).getByText(text).closest('li')!).queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(status('Read by Bo')).toEqual(['Read']);
    expect(status('Delivered to Bo')).toEqual(['Delivered']);
    expect(status('Held for premium')).toEqual(['Not sent']);
    expect(status('Hi 👋 <b>there</b> &amp; you')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Get premium' }));
    expect(screen.getByRole('dialog', { name: 'Deliver your message' })).toBeTruthy();
  });

  it('shows a sent message at once and puts the server’s in its place; a failed one is sent again under the same requestId', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Hello')]);
    let answer: (response: Response) => void = () => {};
    let refuse = false;
    view.server.on(MESSAGES, (request) => {
      if (refuse) return json(500, { code: 500, message: 'boom' });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      }).then(() => json(200, { message: sent(request.body as SendMessageBody, `m-${view.server.calls(MESSAGES).length + 1}`) }));
    });
    await screen.findByRole('list', { name: 'Messages' });

    const field = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    await view.user.type(field, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await view.user.clear(field);
    await view.user.type(field, 'How are you?');
    await view.user.click(send);

    expect(within(list()).getByText('How are you?').closest('li')!.textContent).toContain('Sending…');
    expect((field as HTMLTextAreaElement).value).toBe('');
    const [first] = view.server.calls(MESSAGES);
    const body = first!.body as SendMessageBody;
    expect(body).toEqual({ type: 'text', textMessageBody: { text: 'How are you?' }, requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) });

    answer(new Response());
    await waitFor(() => expect(within(list()).getByText('How are you?').closest('li')!.textContent).not.toContain('Sending…'));
    expect(within(list()).getAllByText('How are you?')).toHaveLength(1);
    expect(within(within(list()).getByText('How are you?').closest('li')!).getByRole('img', { name: 'Delivered' })).toBeTruthy();

    refuse = true;
    await view.user.type(field, 'Still there?');
    await view.user.click(send);
    const failed = await waitFor(() => {
      const row = within(list()).getByText('Still there?').closest('li')!;
      expect(within(row).getByRole('img', { name: 'Not sent' })).toBeTruthy();
      return row;
    });
    refuse = false;
    await view.user.click(within(failed).getByRole('button', { name: 'Send again' }));
    answer(new Response());
    await waitFor(() => expect(within(within(list()).getByText('Still there?').closest('li')!).getByRole('img', { name: 'Delivered' })).toBeTruthy());
    const [, firstTry, retry] = view.server.calls(MESSAGES).map((request) => (request.body as SendMessageBody).requestId);
    expect(retry).toBe(firstTry);
    expect(firstTry).not.toBe(body.requestId);
    expect(within(list()).getAllByText('Still there?')).toHaveLength(1);
  });

  it('replies with a quote, copies, and deletes only the member’s own messages after a confirmation', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Coffee?'), messageFixture('m-2', 'Sure!', { isIncoming: false })]);
    view.server.on(MESSAGES, (request) => json(200, { message: sent(request.body as SendMessageBody, 'm-3') }));
    view.server.on(`POST /v3/messenger/dialogs/${BO}/messages:batchDelete`, () => json(200, {}));
    await screen.findByRole('list', { name: 'Messages' });

    await view.user.click(bubbles()[0]!);
    let menu = screen.getByRole('dialog', { name: 'Message' });
    expect(within(menu).getAllByRole('button').map((button) => button.textContent)).toEqual(['', 'Reply', 'Copy']);
    // The menu names the message it acts on.
    expect(within(menu).getByText('Coffee?')).toBeTruthy();
    await view.user.click(within(menu).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to Bo')).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'At 5?');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.server.calls(MESSAGES)).toHaveLength(1));
    expect((view.server.calls(MESSAGES)[0]!.body as SendMessageBody).replyToId).toBe('m-1');
    expect(screen.queryByText('Replying to Bo')).toBeNull();

    await view.user.click(within(list()).getByText('Sure!'));
    menu = screen.getByRole('dialog', { name: 'Message' });
    await view.user.click(within(menu).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this message?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.server.calls(`POST /v3/messenger/dialogs/${BO}/messages:batchDelete`).map((request) => request.body)).toEqual([{ ids: ['m-2'] }]));
    expect(within(list()).queryByText('Sure!')).toBeNull();
  });

  it('explains coins in demo mode when a gift needs more of them', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Hello')]);
    view.server.on(MESSAGES, () => json(402, { code: 130, message: 'Not enough coins' }));
    await screen.findByRole('list', { name: 'Messages' });

    await view.user.click(screen.getByRole('button', { name: 'Gifts' }));
    const picker = screen.getByRole('dialog', { name: 'Send a gift' });
    await view.user.click(within(picker).getAllByRole('button', { name: /Bouquet/ })[1]!);
    const coins = await screen.findByRole('dialog', { name: 'Not enough coins' });
    expect(coins.textContent).toContain('npm run grant');
    expect((view.server.calls(MESSAGES)[0]!.body as SendMessageBody).giftMessageBody).toEqual({ giftType: expect.any(Number) });
  });

  it('prices the gifts by the member’s table: every gift paid in the all-paid test group', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Hello')]);
    await screen.findByRole('list', { name: 'Messages' });
    const firstTile = async () => {
      await view.user.click(screen.getByRole('button', { name: 'Gifts' }));
      const picker = screen.getByRole('dialog', { name: 'Send a gift' });
      return within(picker).getAllByRole('button', { name: /Bouquet/ })[0]!.textContent;
    };
    expect(await firstTile()).toContain('Free');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a gift' })).toBeNull());
    act(() => void view.store.dispatch(initLoaded({ features: [], splitBindings: [{ splitHid: SplitTest.allPaidGifts, splitGroup: 1 }] })));
    expect(await firstTile()).toContain('100 coins');
  });

  it('says a gift is on its way once the server took it, and nothing for a text', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Hello')], { photo: true, emailConfirmed: true });
    view.server.on(MESSAGES, (request) => {
      const body = request.body as SendMessageBody;
      const message = sent(body, `m-${view.server.calls(MESSAGES).length + 1}`);
      return json(200, { message: body.giftMessageBody ? { ...message, type: 'gift', text: null, giftType: body.giftMessageBody.giftType } : message });
    });
    await screen.findByRole('list', { name: 'Messages' });
    const push = () => view.store.getState().overlays.pushes.current;

    await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.server.calls(MESSAGES)).toHaveLength(1));
    expect(push()).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Gifts' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Send a gift' })).getAllByRole('button', { name: /Bouquet/ })[0]!);
    await waitFor(() => expect(push()).toMatchObject({ source: 'local', type: 'gift_sent', messageKey: 'messenger:thread.pushes.giftSent', tone: 'success' }));
  });

  describe('after the member’s first message (docs/decisions.md "Thread: upload-photo and confirm-email popups")', () => {
    async function open(own: { photo?: boolean; emailConfirmed?: boolean }) {
      const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
      thread(view.server, [messageFixture('m-1', 'Hello')], own);
      view.server.on(MESSAGES, (request) => json(200, { message: sent(request.body as SendMessageBody, `m-${view.server.calls(MESSAGES).length + 1}`) }));
      await screen.findByRole('list', { name: 'Messages' });
      return view;
    }
    async function write(view: Awaited<ReturnType<typeof open>>, text: string) {
      await view.user.type(screen.getByRole('textbox', { name: 'Message' }), text);
      await view.user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(within(within(list()).getByText(text).closest('li')!).getByRole('img', { name: 'Delivered' })).toBeTruthy());
    }

    it('asks a member without a photo for one, once per session', async () => {
      const view = await open({ photo: false });
      await write(view, 'Hi Bo');
      const popup = await screen.findByRole('dialog', { name: 'Add a photo to get more replies' });
      expect(popup.textContent).toContain('Add yours so Bo can see who’s writing.');
      expect(within(popup).getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/photos');
      await view.user.click(within(popup).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await write(view, 'Still there?');
      expect(screen.queryByRole('dialog')).toBeNull();
      view.unmount();

      // Another thread in the same session: the photo popup was shown already, and the e-mail is confirmed.
      const again = await open({ photo: false });
      await write(again, 'Hello again');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks a member with a photo and an unconfirmed e-mail to confirm it, with their address', async () => {
      const view = await open({ emailConfirmed: false });
      await write(view, 'Hi Bo');
      const popup = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
      expect((within(popup).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('ana@example.com');
      await view.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await write(view, 'Still there?');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('asks for the photo first, and for the e-mail after the first message in the next thread', async () => {
      const view = await open({ photo: false, emailConfirmed: false });
      await write(view, 'Hi Bo');
      await view.user.click(within(await screen.findByRole('dialog', { name: 'Add a photo to get more replies' })).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      view.unmount();

      const next = await open({ photo: false, emailConfirmed: false });
      await write(next, 'Hello again');
      expect(await screen.findByRole('dialog', { name: 'Confirm your e-mail' })).toBeTruthy();
    });

    it('shows neither to a member with a photo and a confirmed e-mail', async () => {
      const view = await open({});
      await write(view, 'Hi Bo');
      await write(view, 'Coffee?');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sessionStorage.length).toBe(0);
    });

    it('never opens over another popup', async () => {
      const view = await open({ photo: false });
      let answer: () => void = () => {};
      view.server.on(MESSAGES, (request) =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }).then(() => json(200, { message: sent(request.body as SendMessageBody, 'm-2') })),
      );
      await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Bo');
      await view.user.click(screen.getByRole('button', { name: 'Send' }));
      await view.user.click(screen.getByRole('button', { name: 'Gifts' }));
      screen.getByRole('dialog', { name: 'Send a gift' });
      answer();
      await waitFor(() => expect(within(within(list()).getByText('Hi Bo').closest('li')!).getByRole('img', { name: 'Delivered' })).toBeTruthy());
      expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: 'Send a gift' })]);
    });
  });

  it('explains a send refused because the member blocked the other, naming them', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    thread(view.server, [messageFixture('m-1', 'Hello')]);
    view.server.on(MESSAGES, () => json(403, { code: 132, message: 'Blocked' }));
    await screen.findByRole('list', { name: 'Messages' });
    await view.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('dialog', { name: 'You blocked Bo' })).textContent).toContain('while Bo is blocked');
  });

  it('loads earlier messages above the newest page, following its token', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    view.server.on(`GET /v3/messenger/dialogs/${BO}/messages`, (request) =>
      request.url.searchParams.get('pageToken') === 'older-1'
        ? json(200, threadFixture([messageFixture('m-1', 'First words', { createDate: Date.now() - 3 * DAY })], { dialog: null }))
        : json(200, threadFixture([messageFixture('m-2', 'Newest words')], { nextPageToken: 'older-1' })),
    );
    await screen.findByText('Newest words');
    await view.user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('First words');
    expect(within(list()).getAllByText(/words$/).map((element) => element.textContent)).toEqual(['First words', 'Newest words']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('goes back to the dialog list when the dialog does not exist for the member', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    view.server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(404, { code: 404, message: 'No such dialog' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dialogs'));
  });
});
