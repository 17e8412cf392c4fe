import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { SMART_MESSAGES_PROGRESS_INTERVAL_MS } from '@amora/contracts';
import { json, type FakeServer } from '../../test/fake-server.ts';
import { mountUnderFakeTimers, until } from '../../test/fake-timer-mount.tsx';
import { advanceAndSettle, settle } from '../../test/settle.ts';
import { DisableSmartMessagesPopup } from './DisableSmartMessagesPopup.tsx';
import { SmartMessagesActivationPopup } from './SmartMessagesActivationPopup.tsx';
import { SmartMessagesExplanation } from './SmartMessagesExplanation.tsx';

const MASS_OUTGOING = '/rest/v2/user/mass/outgoing';

afterEach(() => vi.useRealTimers());

const mount = (ui: ReactElement, routes: (server: FakeServer) => void, options: { language?: 'en-US' | 'ru-RU' } = {}) => mountUnderFakeTimers(ui, 'smart-messages', routes, options);

const click = async (element: HTMLElement) => {
  act(() => void fireEvent.click(element));
  await settle();
};
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('smart messages popups (spec 2 §2, §4 "Smart messages")', () => {
  it('enables from step 1, then runs the bar through 0, 33, 66 and 100 at its timings before “got it”', async () => {
    const onClose = vi.fn();
    const view = await mount(<SmartMessagesActivationPopup context="dialogs" isNew onClose={onClose} />, (server) => server.on(`POST ${MASS_OUTGOING}`, () => json(200, { result: { done: true } })));
    const step1 = await until(() => screen.queryByRole('dialog', { name: 'Smart messages' }));
    expect(within(step1).getByText('New')).toBeTruthy();
    expect(within(step1).getAllByRole('listitem')).toHaveLength(3);

    await click(within(step1).getByRole('button', { name: 'Try it for free' }));
    await until(() => screen.queryByRole('dialog', { name: 'Setting up smart messages' }));
    expect(view.server.calls(`POST ${MASS_OUTGOING}`).map((call) => call.body)).toEqual([{ context: 'dialogs' }]);
    expect(view.store.getState().overlays.pushes.current).toMatchObject({ type: 'smart_messages_enabled', messageKey: 'smart-messages:pushes.enabled' });
    expect(progress()).toBe(0);

    await advanceAndSettle(0);
    expect(progress()).toBe(33);
    await advanceAndSettle(SMART_MESSAGES_PROGRESS_INTERVAL_MS - 1);
    expect(progress()).toBe(33);
    await advanceAndSettle(1);
    expect(progress()).toBe(66);
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
    await advanceAndSettle(SMART_MESSAGES_PROGRESS_INTERVAL_MS);
    expect(progress()).toBe(100);
    const done = screen.getByRole('dialog', { name: 'Smart messages are on' });
    expect(done.textContent).toContain('up to 20 suitable people a day');
    await click(within(done).getByRole('button', { name: 'Got it' }));
    await advanceAndSettle(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays on step 1 and says so when enabling fails', async () => {
    await mount(<SmartMessagesActivationPopup context="dialogs" onClose={() => {}} />, (server) => server.on(`POST ${MASS_OUTGOING}`, () => json(400, { code: 400, message: 'bad' })));
    const step1 = await until(() => screen.queryByRole('dialog', { name: 'Smart messages' }));
    expect(within(step1).queryByText('New')).toBeNull();
    await click(within(step1).getByRole('button', { name: 'Try it for free' }));
    await until(() => within(step1).queryByRole('alert'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains how they work and offers to turn them off while they are on', async () => {
    const onDisable = vi.fn();
    await mount(<SmartMessagesExplanation onEnable={() => {}} onDisable={onDisable} onClose={() => {}} />, (server) => server.on(`GET ${MASS_OUTGOING}`, () => json(200, { result: { done: true } })));
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'How smart messages work' }));
    expect(within(dialog).getAllByRole('listitem')[1]!.textContent).toContain('Up to 20 people a day');
    await click(await until(() => within(dialog).queryByRole('button', { name: 'Turn off' })));
    expect(onDisable).toHaveBeenCalledTimes(1);
  });

  it('asks before disabling, with the response count in the reader’s language, then shows the disabled push', async () => {
    const onClose = vi.fn();
    const view = await mount(
      <DisableSmartMessagesPopup onClose={onClose} />,
      (server) => {
        server.on('GET /rest/v2/pings/responses', () => json(200, { result: { count: 3 } }));
        server.on(`DELETE ${MASS_OUTGOING}`, () => json(200, { result: { done: false } }));
      },
      { language: 'ru-RU' },
    );
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Выключить умные сообщения?' }));
    await until(() => dialog.textContent?.includes('уже ответили 3 человека'));
    await click(within(dialog).getByRole('button', { name: 'Выключить' }));
    await until(() => view.server.calls(`DELETE ${MASS_OUTGOING}`).length === 1 && onClose.mock.calls.length === 1);
    expect(view.store.getState().overlays.pushes.current).toMatchObject({ type: 'smart_messages_disabled', messageKey: 'smart-messages:pushes.disabled' });
  });
});
