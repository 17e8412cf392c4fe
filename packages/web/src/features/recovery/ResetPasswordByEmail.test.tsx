import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/preact';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const REQUEST = 'POST /rest/v2/signup/recover/request';

function memberServer(profile = ownProfile()) {
  const server = fakeServer();
  answerSessionStart(server, { profile: () => profile });
  saveTokens(tokens());
  return server;
}

describe('profile: logged-in password reset and e-mail confirmation (spec 1 §2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the reset e-mail to the member, pushes the success, and disables sending during the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = memberServer();
    server.on(REQUEST, () => json(200, { result: true }, { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 60) }));
    const { user } = await renderApp({ path: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Reset my password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByText('ana@example.com').tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));

    expect(await screen.findByText("We've sent you an e-mail with a link to reset your password.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(REQUEST)[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com' });

    await user.click(screen.getByRole('button', { name: 'Reset my password' }));
    const send = screen.getByRole('button', { name: 'Send e-mail' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText(/You can send another e-mail in/).querySelector('time')?.textContent).toMatch(/^(60|59) s$/);

    act(() => void vi.advanceTimersByTime(61_000));
    expect(send.disabled).toBe(false);
  });

  it('waits out a 429 in the dialog', async () => {
    const server = memberServer();
    server.on(REQUEST, () => json(429, { code: 429, message: 'wait' }, { 'retry-after': '30' }));
    const { user } = await renderApp({ path: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Reset my password' }));
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));

    expect((await screen.findByText(/You can send another e-mail in/)).querySelector('time')?.textContent).toMatch(/^(30|29) s$/);
    expect((screen.getByRole('button', { name: 'Send e-mail' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the confirm-e-mail popup only while the e-mail is unconfirmed', async () => {
    memberServer(ownProfile({ email_confirmed: false }));
    const { user } = await renderApp({ path: '/profile' });

    await user.click(await screen.findByRole('button', { name: 'Confirm e-mail' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm your e-mail' });
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('has no confirm-e-mail button once the e-mail is confirmed', async () => {
    memberServer();
    await renderApp({ path: '/profile' });

    await screen.findByRole('button', { name: 'Reset my password' });
    expect(screen.queryByRole('button', { name: 'Confirm e-mail' })).toBeNull();
  });
});
