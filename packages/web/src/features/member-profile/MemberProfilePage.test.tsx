import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { PROFILE_ALBUM_ID, type Message, type SendMessageBody } from '@amora/contracts';
import { json, ownProfile, type FakeServer } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { album, record, vocabulary } from './member-record.fixture.ts';
import { MemberProfilePage } from './MemberProfilePage.tsx';

function member(server: FakeServer, answer: unknown, options: { blurred?: boolean } = {}) {
  // The same path answers the viewer's own profile (Mia) and, with users_hids, the member's record.
  server.on('GET /rest/v2/user/info/profile', (request) =>
    request.url.searchParams.has('users_hids') ? json(200, { result: { users: answer === null ? [] : [answer] } }) : json(200, { result: ownProfile({ hid: 'hid-mia', name: 'Mia' }) }),
  );
  server.on(`GET /apis/photos/v1/users/hid-ana/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(options.blurred ?? false)));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary }));
  server.on('POST /v3/users/hid-ana:visit', () => json(200, {}));
}

const MESSAGES = 'POST /v3/messenger/dialogs/hid-ana/messages';

/** The server's answer to a send: the conversation-prompt message, sent unless `held`. */
function answered(body: SendMessageBody, held = false): Message {
  const prompt = body.conversationPromptMessageBody!;
  return {
    id: 'm-1', createDate: Date.now(), isIncoming: false, isRead: false, isSent: !held, isSmart: false, isPreload: false, isDeleted: false, repliedMessage: null,
    type: 'conversationPrompt', subtype: 40, text: prompt.answer, stickerType: null, giftType: null, greetingType: null, questionId: prompt.questionId,
  };
}

describe("another member's profile (issue 16 point 5, spec 1 §6)", () => {
  it('shows the member with their facts, records the visit, and likes them', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record());
    view.server.on('POST /apis/relations/v1/users/me/likes', () => json(200, { isMatch: false, likesLeft: 74 }));

    expect(await screen.findByRole('heading', { name: 'Ana, 29' })).toBeTruthy();
    const badges = screen.getByText('Berlin').closest('ul')!;
    expect(within(badges).getByText('4 km away')).toBeTruthy();
    expect(within(badges).getByText('Leo')).toBeTruthy();
    expect(await screen.findByText('Hiking')).toBeTruthy();
    expect(screen.getByText('168 cm')).toBeTruthy();
    // About someone else, the facts the vocabulary asks of the member are said of them.
    const facts = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual(expect.arrayContaining([['Looking for', 'A relationship'], ['Languages', 'Spanish'], ['Height', '168 cm']]));
    expect(screen.queryByText('What are you looking for?')).toBeNull();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(1);
    expect((await screen.findAllByRole('img', { name: /Photo \d of Ana/ })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The other photos are blurred/)).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.body).toEqual({ contact_hid: 'hid-ana' });
    expect(view.server.calls('POST /apis/relations/v1/users/me/likes')[0]!.url.searchParams.get('context')).toBe('profile');

    // The chat button opens the dialog with the member (issue 18 point 7).
    await view.user.click(screen.getByRole('link', { name: 'Send a message' }));
    expect(view.router.state.location.pathname).toBe('/dialogs/hid-ana');
  });

  it('tells a free viewer that the city and the blurred photos are for premium', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ city: null }), { blurred: true });
    await screen.findByRole('heading', { name: 'Ana, 29' });
    expect(screen.getByText('Premium members can see which city they live in.')).toBeTruthy();
    expect(await screen.findByText('The other photos are blurred. Premium members see them all.')).toBeTruthy();
    // The blurred photo is one of the slides, shown as its blurred rendition with a lock on it.
    const photos = screen.getAllByRole('img', { name: /Photo \d of Ana/, hidden: true });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/m/p1.jpg', '/m/p2-blur.jpg']);
    expect(screen.getByText('Premium shows every photo clearly')).toBeTruthy();
  });

  it('shows a match instead of the like button', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ liked: true, match: true }));
    expect(await screen.findByText("You and Ana like each other — it’s a match!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('shows a stub, and records no visit, for a member who blocked the viewer or is gone', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, { common: { id: 'hid-ana', hid: 'hid-ana' }, stub: 'blocking_me' });
    expect(await screen.findByRole('heading', { name: 'This profile isn’t available' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /A\*\*\*a/ })).toBeNull();
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(0);
  });

  it('marks a favourite at once, keeps it when the server agrees, and takes it back when it refuses', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record());
    let agree: () => void = () => {};
    view.server.on('POST /v3/users/hid-ana:favorite', () => new Promise<Response>((resolve) => (agree = () => resolve(json(200, { isMyFavorite: true })))));
    view.server.on('POST /v3/users/hid-ana:unfavorite', () => json(500, { code: 500, message: 'down' }));

    const star = await screen.findByRole('button', { name: 'Favorite' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await view.user.click(star);
    // Pressed while the server has not answered yet.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true'));
    expect(view.server.calls('POST /v3/users/hid-ana:favorite')).toHaveLength(1);
    agree();
    await waitFor(() => expect(view.server.calls('POST /v3/users/hid-ana:favorite')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');

    // Taking it back fails: the star fills again and the member is told.
    await view.user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(await screen.findByText("Couldn’t update your favorites. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true');
    expect(view.server.calls('POST /v3/users/hid-ana:unfavorite')).toHaveLength(1);
    // The visit is recorded once, however often the record changes.
    expect(view.server.calls('POST /v3/users/hid-ana:visit')).toHaveLength(1);
  });

  it('shows a member already among the favourites as one', async () => {
    const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
    member(view.server, record({ favourite: true }));
    expect((await screen.findByRole('button', { name: 'Favorite' })).getAttribute('aria-pressed')).toBe('true');
  });

  describe('the conversation starter (spec 2 §2 "Conversation-prompt popups", §4 "Conversation prompt")', () => {
    async function answer(view: Awaited<ReturnType<typeof renderUi>>, words: string) {
      await view.user.click(await screen.findByRole('button', { name: 'Answer' }));
      const popup = screen.getByRole('dialog', { name: 'What was your best trip?' });
      await view.user.type(within(popup).getByRole('textbox', { name: 'Your answer' }), words);
      await view.user.click(within(popup).getByRole('button', { name: 'Send' }));
      return popup;
    }

    it('answers the question in a popup and confirms with a toast that opens the chat', async () => {
      const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
      member(view.server, record({ prompt: 2 }));
      view.server.on(MESSAGES, (request) => json(200, { message: answered(request.body as SendMessageBody) }));

      const section = (await screen.findByRole('heading', { name: 'Conversation starter' })).closest('section')!;
      expect(within(section).getByText('What was your best trip?')).toBeTruthy();
      await view.user.click(within(section).getByRole('button', { name: 'Answer' }));
      const popup = screen.getByRole('dialog', { name: 'What was your best trip?' });
      const send = within(popup).getByRole('button', { name: 'Send' });
      await view.user.type(within(popup).getByRole('textbox', { name: 'Your answer' }), '   ');
      expect(send.hasAttribute('disabled')).toBe(true);
      await view.user.type(within(popup).getByRole('textbox', { name: 'Your answer' }), 'Lisbon, by train');
      await view.user.click(send);

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.server.calls(MESSAGES).map((call) => call.body)).toEqual([
        { type: 'conversationPrompt', conversationPromptMessageBody: { questionId: 2, answer: '   Lisbon, by train' }, requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/) },
      ]);
      expect(view.store.getState().overlays.pushes.current).toMatchObject({ source: 'local', type: 'answer_sent', messageKey: 'discovery:profileView.prompt.sent', url: '/dialogs/hid-ana' });
      expect(view.router.state.location.pathname).toBe('/contact/hid-ana');
    });

    it('sends a failed answer again under the same requestId', async () => {
      const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
      member(view.server, record({ prompt: 2 }));
      let down = true;
      view.server.on(MESSAGES, (request) => (down ? json(503, { code: 503, message: 'down' }) : json(200, { message: answered(request.body as SendMessageBody) })));

      const popup = await answer(view, 'Lisbon');
      expect(await within(popup).findByRole('alert')).toHaveProperty('textContent', 'Couldn’t send your answer. Please try again.');
      down = false;
      await view.user.click(within(popup).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const [first, retry] = view.server.calls(MESSAGES).map((call) => (call.body as SendMessageBody).requestId);
      expect(retry).toBe(first);
    });

    it('takes the member to the chat when the answer is held', async () => {
      const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
      member(view.server, record({ prompt: 2 }));
      view.server.on(MESSAGES, (request) => json(200, { message: answered(request.body as SendMessageBody, true) }));
      await answer(view, 'Lisbon');
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/dialogs/hid-ana'));
      expect(view.store.getState().overlays.pushes.current).toBeNull();
    });

    it('explains a refusal as the thread does', async () => {
      const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
      member(view.server, record({ prompt: 2 }));
      view.server.on(MESSAGES, () => json(403, { code: 132, message: 'Blocked' }));
      await answer(view, 'Lisbon');
      expect(await screen.findByRole('dialog', { name: 'You blocked Ana' })).toBeTruthy();
    });

    it('is not offered on the member’s own profile, nor where either blocked the other', async () => {
      const own = await renderUi(<MemberProfilePage hid="hid-mia" />, { path: '/contact/hid-mia' });
      member(own.server, { ...record({ prompt: 2 }), common: { ...record().common, id: 'hid-mia', hid: 'hid-mia', name: 'Mia' } });
      own.server.on(`GET /apis/photos/v1/users/hid-mia/albums/${PROFILE_ALBUM_ID}`, () => json(200, album(false)));
      own.server.on('POST /v3/users/hid-mia:visit', () => json(200, {}));
      await screen.findByRole('heading', { name: 'Mia, 29' });
      await waitFor(() => expect(own.server.calls('GET /rest/v2/user/info/profile').length).toBeGreaterThanOrEqual(2));
      expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
      own.unmount();

      for (const blocked of [{ user_block_me: true }, { i_block_user: true }]) {
        const view = await renderUi(<MemberProfilePage hid="hid-ana" />, { path: '/contact/hid-ana' });
        const ana = record({ prompt: 2 });
        member(view.server, { ...ana, list_data: { ...ana.list_data, ...blocked } });
        await screen.findByRole('heading', { name: 'Ana, 29' });
        await waitFor(() => expect(view.server.calls('GET /rest/v2/user/info/profile').length).toBeGreaterThanOrEqual(2));
        expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
        view.unmount();
      }
    });
  });
});
