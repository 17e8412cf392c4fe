import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import type { Message, SendMessageBody } from '@amora/contracts';
import { json } from '../../test/fake-server.ts';
import { messageFixture } from '../../test/message.fixture.ts';
import { renderUi } from '../../test/render-ui.tsx';
import { hit } from './matches-hits.fixture.ts';
import { MatchPopup } from './MatchPopup.tsx';

const ANA = hit('ana', 'Ana', true).user;
const MESSAGES = `POST /v3/messenger/dialogs/${ANA.hid}/messages`;
const POPUP_ACTION = 'POST /rest/v2/tracking/popup/action';

/** The server's answer to a text send: the message as stored. */
const stored = (text: string): Message => messageFixture('m-1', text, { createDate: Date.now(), isIncoming: false, isRead: false });

async function setup() {
  const view = await renderUi(<MatchPopup user={ANA} onClose={() => {}} />, { path: '/matches' });
  view.server.on('POST /rest/v2/tracking/popup/show', () => json(200, { result: true }));
  view.server.on(POPUP_ACTION, () => json(200, { result: true }));
  const popup = await screen.findByRole('dialog', { name: 'It’s a match!' });
  return { ...view, popup };
}

describe('the mutual match popup’s message (spec 2 §2, §4 "Mutual match", §5)', () => {
  it('sends nothing for an empty text: the action is tracked and the thread opens to start there', async () => {
    const view = await setup();
    await view.user.type(within(view.popup).getByRole('textbox', { name: 'Message to Ana' }), '   ');
    await view.user.click(within(view.popup).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/dialogs/${ANA.hid}`));
    expect(view.server.calls(MESSAGES)).toEqual([]);
    await waitFor(() => expect(view.server.calls(POPUP_ACTION).map((call) => call.body)).toEqual([{ popup_id: expect.any(String), action: 'send_empty' }]));
  });

  it('sends the words as a text message, trying again under the same requestId after a failure, then opens the thread', async () => {
    const view = await setup();
    let fail = true;
    view.server.on(MESSAGES, (request) =>
      fail ? json(500, { code: 500, message: 'boom' }) : json(200, { message: stored((request.body as SendMessageBody).textMessageBody!.text) }),
    );
    await view.user.type(within(view.popup).getByRole('textbox', { name: 'Message to Ana' }), 'Hi Ana! Coffee this week?');
    await view.user.click(within(view.popup).getByRole('button', { name: 'Send message' }));

    expect((await within(view.popup).findByRole('alert')).textContent).toBe('Your message wasn’t sent. Please try again.');
    expect(view.router.state.location.pathname).toBe('/matches');
    fail = false;
    await view.user.click(within(view.popup).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/dialogs/${ANA.hid}`));
    const [first, second] = view.server.calls(MESSAGES).map((call) => call.body as SendMessageBody);
    expect(first).toEqual({ type: 'text', textMessageBody: { text: 'Hi Ana! Coffee this week?' }, requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/), actionSource: 'mutual_match' });
    expect(second).toEqual(first);
  });
});
