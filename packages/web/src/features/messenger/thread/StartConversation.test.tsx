import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { GREETINGS_PRESENTATION_DELAY_MS, type Message, type SendMessageBody } from '@amora/contracts';
import { json, ownProfile, type FakeServer } from '../../../test/fake-server.ts';
import { until } from '../../../test/fake-timer-mount.tsx';
import { renderUi } from '../../../test/render-ui.tsx';
import { advanceAndSettle } from '../../../test/settle.ts';
import { BO, messageFixture, threadFixture } from '../messenger.fixture.ts';
import { ThreadPage } from './ThreadPage.tsx';

const MESSAGES = `POST /v3/messenger/dialogs/${BO}/messages`;
const GREETINGS = `GET /v3/messenger/dialogs/${BO}/greetings`;
const POPUP_SHOW = 'POST /rest/v2/tracking/popup/show';
const GREETINGS_ROUND = [
  { id: 4, text: 'Hello! I’d love to hear what you like to do in your free time.' },
  { id: 9, text: 'Hello! Beach weekend or mountain weekend?' },
  { id: 1, text: 'Hi! Your profile made me smile. How’s your day going?' },
];
const QUESTIONS = { '1': 'My perfect weekend…', '2': 'The best trip I ever took…' };

/** The thread with Bo before anyone wrote (`messages`: the match's system lines, if any), and a server that takes sends. */
function scene(server: FakeServer, messages: Message[]) {
  server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(200, threadFixture(messages, { conversationStarter: { type: 'greeting' } })));
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  server.on(GREETINGS, () => json(200, { greetings: GREETINGS_ROUND }));
  server.on(POPUP_SHOW, () => json(200, { result: true }));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () =>
    json(200, { result: { conversation_prompt: { id: 'conversation_prompt', type: 'select_one', label: 'Conversation prompt', values: QUESTIONS, visible: ['1', '2'] } } }),
  );
  server.on(MESSAGES, (request) => {
    const body = request.body as SendMessageBody;
    const greeting = body.greetingMessageBody;
    const prompt = body.conversationPromptMessageBody;
    return json(200, {
      message: messageFixture(`m-${server.calls(MESSAGES).length}`, greeting?.text ?? prompt?.answer ?? '', {
        type: body.type,
        isIncoming: false,
        isRead: false,
        createDate: Date.now(),
        greetingType: greeting?.greetingType ?? null,
        questionId: prompt?.questionId ?? null,
      }),
    });
  });
}

const starter = () => screen.queryByRole('region', { name: 'Say hi to Bo' });
const list = () => screen.getByRole('list', { name: 'Messages' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('starting the conversation in the thread (spec 2 §2 greetings and conversation-prompt popups, §4 "Greetings")', () => {
  it('offers a greeting under the match line, with the welcome the first time only, and sends the chosen one through the thread', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    scene(view.server, [messageFixture('m-0', '', { type: 'userMatch', subtype: 38, text: null })]);

    const card = await screen.findByRole('region', { name: 'Say hi to Bo' });
    expect(within(list()).getByText('You and Bo like each other. Say hello!')).toBeTruthy();
    await view.user.click(within(card).getByRole('button', { name: 'Suggest a greeting' }));
    const welcome = screen.getByRole('dialog', { name: 'Start with a greeting' });
    await waitFor(() => expect(view.server.calls(POPUP_SHOW).map((call) => call.body)).toEqual([{ popup_id: expect.any(String), popup_name: 'greetings_welcome_popup', pay_context_name: null }]));
    await view.user.click(within(welcome).getByRole('button', { name: 'Next' }));
    await view.user.click(within(screen.getByRole('dialog', { name: 'Choose a greeting' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The second time straight to the suggestions, on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void fireEvent.click(within(starter()!).getByRole('button', { name: 'Suggest a greeting' })));
    const popup = await until(() => screen.queryByRole('dialog', { name: 'Choose a greeting' }));
    expect(screen.queryByRole('dialog', { name: 'Start with a greeting' })).toBeNull();
    // The same round answers the same suggestions: read once.
    expect(view.server.calls(GREETINGS)).toHaveLength(1);
    await advanceAndSettle(GREETINGS_PRESENTATION_DELAY_MS);
    const choice = await until(() => within(popup).queryAllByRole('radio')[1]);
    vi.useRealTimers();
    await view.user.click(choice);
    await view.user.click(within(popup).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(view.server.calls(MESSAGES)).toHaveLength(1));
    expect(view.server.calls(MESSAGES)[0]!.body).toEqual({
      type: 'greeting',
      greetingMessageBody: { greetingType: 9, text: 'Hello! Beach weekend or mountain weekend?' },
      requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/),
    });
    const bubble = await waitFor(() => within(list()).getByText('Hello! Beach weekend or mountain weekend?').closest('li')!);
    await waitFor(() => expect(within(bubble).getByRole('img', { name: 'Delivered' })).toBeTruthy());
    expect(bubble.textContent).toContain('Greeting');
    // Somebody has written now: the starter is gone.
    expect(starter()).toBeNull();
    expect(view.server.calls(POPUP_SHOW)).toHaveLength(1);
  });

  it('answers an ice breaker from the empty thread, sent as a conversation prompt and shown under its question', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    scene(view.server, []);

    const empty = await screen.findByRole('region', { name: 'Say hi to Bo' });
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
    await view.user.click(within(empty).getByRole('button', { name: 'Answer an ice-breaker' }));
    await view.user.click(await screen.findByRole('button', { name: 'The best trip I ever took…' }));
    const answer = screen.getByRole('dialog', { name: 'The best trip I ever took…' });
    await view.user.type(within(answer).getByRole('textbox', { name: 'Your answer' }), 'Lisbon, by train');
    await view.user.click(within(answer).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(view.server.calls(MESSAGES)).toHaveLength(1));
    expect(view.server.calls(MESSAGES)[0]!.body).toEqual({
      type: 'conversationPrompt',
      conversationPromptMessageBody: { questionId: 2, answer: 'Lisbon, by train' },
      requestId: expect.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/),
    });
    const bubble = await waitFor(() => within(list()).getByText('Lisbon, by train').closest('li')!);
    await waitFor(() => expect(within(bubble).getByRole('img', { name: 'Delivered' })).toBeTruthy());
    // The question above the answer, in the reader's language.
    expect(within(bubble).getByText('The best trip I ever took…')).toBeTruthy();
    expect(bubble.textContent).toContain('You answered a question');
    expect(starter()).toBeNull();
  });

  it('offers nothing once somebody has written', async () => {
    const view = await renderUi(<ThreadPage hid={BO} />, { path: `/dialogs/${BO}` });
    view.server.on(`GET /v3/messenger/dialogs/${BO}/messages`, () => json(200, threadFixture([messageFixture('m-1', 'Hi!')])));
    view.server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
    await screen.findByText('Hi!');
    expect(starter()).toBeNull();
  });
});
