import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { GREETINGS_PRESENTATION_DELAY_MS, SplitTest, type GreetingSuggestion } from '@amora/contracts';
import { initLoaded } from '../../../app/session/session-slice.ts';
import { json } from '../../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../../test/fake-timer-mount.tsx';
import { advanceAndSettle, settle } from '../../../test/settle.ts';
import { GenerateGreetingsPopup } from './GenerateGreetingsPopup.tsx';
import { GreetingsWelcomePopup } from './GreetingsWelcomePopup.tsx';
import { IceBreakerPopup } from './IceBreakerPopup.tsx';

const GREETINGS_ROUTE = 'GET /v3/messenger/dialogs/bob-hid/greetings';
const ROUNDS: GreetingSuggestion[][] = [
  [
    { id: 4, text: 'Hello! I’d love to hear what you like to do in your free time.' },
    { id: 9, text: 'Hello! Beach weekend or mountain weekend?' },
    { id: 1, text: 'Hi! Your profile made me smile. How’s your day going?' },
  ],
  [
    { id: 7, text: 'Hey! You look like someone with great stories. Tell me one?' },
    { id: 2, text: 'Hey! What’s the best thing that happened to you this week?' },
    { id: 12, text: 'Hey! What’s your hidden talent?' },
  ],
];

afterEach(() => vi.useRealTimers());

const mount = (ui: ReactElement, routes?: Parameters<typeof mountUnderFakeTimers>[2]) => mountUnderFakeTimers(ui, 'messenger', routes);

/** Every answer of the fake server is in the store. */
const answered = (view: { store: { getState: () => { api: { queries: Record<string, { status?: string } | undefined> } } } }) =>
  Object.values(view.store.getState().api.queries).every((query) => query?.status !== 'pending');

const click = async (element: HTMLElement) => {
  act(() => void fireEvent.click(element));
  await settle();
};

describe('the greetings popups (spec 2 §2, §4 "Greetings")', () => {
  it('welcome: three benefits and next', async () => {
    const onNext = vi.fn();
    await mount(<GreetingsWelcomePopup onNext={onNext} onClose={() => {}} />);
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Start with a greeting' }));
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pick a ready-made opener in one tap',
      'Get noticed before anyone else writes',
      'Friendly openers get more replies',
    ]);
    await click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('shows 3 skeleton rows until the presentation delay has passed, then the suggestions; “show others” asks for the next round; sends the one chosen', async () => {
    const onSend = vi.fn();
    const view = await mount(<GenerateGreetingsPopup hid="bob-hid" onSend={onSend} onClose={() => {}} />, (server) =>
      server.on(GREETINGS_ROUTE, (request) => json(200, { greetings: ROUNDS[Number(request.url.searchParams.get('round'))] })),
    );

    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Choose a greeting' }));
    await until(() => view.server.calls(GREETINGS_ROUTE).length === 1 && answered(view));
    // The answer is in, but the greetings are still being "generated".
    expect(within(dialog).getAllByTestId('greeting-skeleton')).toHaveLength(3);
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    await advanceAndSettle(GREETINGS_PRESENTATION_DELAY_MS);
    await until(() => within(dialog).queryAllByRole('radio').length > 0);
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(ROUNDS[0]!.map((g) => g.text));
    expect(view.server.calls(GREETINGS_ROUTE)[0]!.url.searchParams.get('pageSize')).toBe('3');

    await click(within(dialog).getByRole('button', { name: 'Show others' }));
    expect(within(dialog).getAllByTestId('greeting-skeleton')).toHaveLength(3);
    await until(() => view.server.calls(GREETINGS_ROUTE).length === 2 && answered(view));
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    await advanceAndSettle(GREETINGS_PRESENTATION_DELAY_MS);
    await until(() => within(dialog).queryAllByRole('radio').length === 3);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(ROUNDS[1]!.map((g) => g.text));
    expect(view.server.calls(GREETINGS_ROUTE).map((call) => call.url.searchParams.get('round'))).toEqual(['0', '1']);

    await click(radios[2]!);
    await click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(12, 'Hey! What’s your hidden talent?');
  });

  it('asks for one suggestion in the casual-dating group, with one skeleton row, and shows it as a bubble', async () => {
    const onSend = vi.fn();
    const view = await mount(<GenerateGreetingsPopup hid="bob-hid" onSend={onSend} onClose={() => {}} />, (server, store) => {
      store.dispatch(initLoaded({ features: [], splitBindings: [{ splitHid: SplitTest.casualDating, splitGroup: 1 }] }));
      server.on(GREETINGS_ROUTE, () => json(200, { greetings: ROUNDS[0]!.slice(0, 1) }));
    });
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Choose a greeting' }));
    expect(within(dialog).getAllByTestId('greeting-skeleton')).toHaveLength(1);
    await until(() => view.server.calls(GREETINGS_ROUTE).length === 1 && answered(view));
    await advanceAndSettle(GREETINGS_PRESENTATION_DELAY_MS);
    // Shown as the bubble it will be, ready to send.
    await until(() => within(dialog).queryByText(ROUNDS[0]![0]!.text));
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(view.server.calls(GREETINGS_ROUTE)[0]!.url.searchParams.get('pageSize')).toBe('1');
    await click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(4, ROUNDS[0]![0]!.text);
  });

  it('ice breaker: lists the questions, then sends the trimmed-non-empty answer as typed', async () => {
    const onSend = vi.fn();
    await mount(<IceBreakerPopup onSend={onSend} onClose={() => {}} />, (server) =>
      server.on('GET /rest/v2/user/info/profile/vocabulary', () =>
        json(200, {
          result: {
            conversation_prompt: { id: 'conversation_prompt', type: 'select_one', label: 'Conversation prompt', values: { '1': 'My perfect weekend…', '2': 'The best trip I ever took…' }, visible: ['1', '2'] },
          },
        }),
      ),
    );
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Ask a question' }));
    const question = await until(() => within(dialog).queryByRole('button', { name: 'The best trip I ever took…' }));
    await click(question);

    const answer = await until(() => screen.queryByRole('dialog', { name: 'The best trip I ever took…' }));
    const send = () => within(answer).getByRole('button', { name: 'Send' });
    const field = within(answer).getByRole('textbox', { name: 'Your answer' });
    expect(send().hasAttribute('disabled')).toBe(true);
    act(() => void fireEvent.input(field, { target: { value: '   ' } }));
    await settle();
    expect(send().hasAttribute('disabled')).toBe(true);
    act(() => void fireEvent.input(field, { target: { value: ' Lisbon, by train ' } }));
    await settle();
    expect(send().hasAttribute('disabled')).toBe(false);
    await click(send());
    expect(onSend).toHaveBeenCalledWith(2, ' Lisbon, by train ');
  });
});
