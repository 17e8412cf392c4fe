import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/preact';
import { json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settle } from '../../../test/settle.ts';
import { fieldError, memberServer } from '../settings-test-server.ts';

const CODE = 'POST /rest/v2/user/settings/notifications/unsubscribe/code';
const VERIFY = 'POST /rest/v2/user/settings/notifications/unsubscribe/verify';
const TEN_MINUTES_S = 600;

function unsubscribeServer() {
  const server = memberServer();
  server.on('GET /rest/v2/user/settings/notification', () => json(200, { result: [{ id: 4, label: 'News and offers', disabled: false }] }));
  server.on(CODE, () => json(200, { result: { expires_at: Math.floor(Date.now() / 1000) + TEN_MINUTES_S, attempts_left: 3 } }));
  return server;
}

async function openLink() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderApp({ path: '/settings/notifications?unsubscribe=tok-1' });
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await within(dialog).findByLabelText('Code from the e-mail');
  return { ...view, dialog };
}

const countdown = (dialog: HTMLElement) => within(dialog).getByText(/The code expires in/).querySelector('time')!.textContent;

describe('one-click unsubscribe: e-mail verification (spec 1 §5, spec 3 §4)', () => {
  it('mails a code for the link token and unsubscribes with the right code', async () => {
    const server = unsubscribeServer();
    server.on(VERIFY, () => json(200, { result: true }));
    const { user, dialog, router } = await openLink();

    expect(server.calls(CODE).map((call) => call.body)).toEqual([{ token: 'tok-1' }]);
    expect(countdown(dialog)).toMatch(/^(10:00|09:59)$/);
    expect(within(dialog).getByText(/3 attempts left/)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText("You're unsubscribed.")).toBeTruthy();
    expect(server.calls(VERIFY).map((call) => call.body)).toEqual([{ token: 'tok-1', code: '482913' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('counts wrong codes down from 3 and asks for a new code when they are used up', async () => {
    const server = unsubscribeServer();
    server.on(VERIFY, () => json(400, { code: 400, message: 'wrong code', fields: { code: 'settings.errors.unsubscribeCodeWrong' }, attempts_left: 2 }));
    const { user, dialog } = await openLink();
    const input = () => within(dialog).getByLabelText('Code from the e-mail');

    await user.type(input(), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog).findByText("That code isn't right.")).toBeTruthy();
    expect(within(dialog).getByText(/2 attempts left/)).toBeTruthy();

    await user.type(input(), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog).findByText(/1 attempt left/)).toBeTruthy();

    await user.type(input(), '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await within(dialog).findByText("You've used up all attempts for this code.")).toBeTruthy();
    expect(within(dialog).queryByLabelText('Code from the e-mail')).toBeNull();
    expect(server.calls(VERIFY)).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(/3 attempts left/)).toBeTruthy();
    expect(server.calls(CODE)).toHaveLength(2);
  });

  it('ticks the code down in mm:ss and expires it after 10 minutes', async () => {
    unsubscribeServer();
    const { user, dialog } = await openLink();

    await act(async () => {
      vi.advanceTimersByTime(62_000);
    });
    expect(countdown(dialog)).toMatch(/^08:5\d$/);

    await act(async () => {
      vi.advanceTimersByTime(540_000);
    });
    await settle();

    expect(within(dialog).getByText('The code has expired.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByLabelText('Code from the e-mail')).toBeTruthy();
    expect(countdown(dialog)).toMatch(/^(10:00|09:59)$/);
  });

  it('asks for a new code when the server says the code is dead', async () => {
    const server = unsubscribeServer();
    server.on(VERIFY, () => fieldError({ code: 'settings.errors.unsubscribeCodeExpired' }));
    const { user, dialog } = await openLink();

    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));

    expect(await within(dialog).findByText('The code has expired.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send a new code' })).toBeTruthy();
  });

  it('explains a link that is not the member’s, without sending codes for it', async () => {
    const server = memberServer();
    server.on('GET /rest/v2/user/settings/notification', () => json(200, { result: [] }));
    server.on(CODE, () => fieldError({ token: 'settings.errors.unsubscribeLinkInvalid' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await renderApp({ path: '/settings/notifications?unsubscribe=forged' });
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });

    expect(await within(dialog).findByText(/This unsubscribe link doesn't belong to your account/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('offers to try again when the code cannot be sent', async () => {
    const server = memberServer();
    server.on('GET /rest/v2/user/settings/notification', () => json(200, { result: [] }));
    let answers = 0;
    server.on(CODE, () => (++answers === 1 ? json(503, { code: 503, message: 'down' }) : json(200, { result: { expires_at: Math.floor(Date.now() / 1000) + TEN_MINUTES_S, attempts_left: 3 } })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderApp({ path: '/settings/notifications?unsubscribe=tok-1' });
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });

    expect(await within(dialog).findByText("We couldn't send the code. Please try again.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByLabelText('Code from the e-mail')).toBeTruthy();
  });
});
