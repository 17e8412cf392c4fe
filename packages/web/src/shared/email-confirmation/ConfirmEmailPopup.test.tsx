import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { brandById } from '@amora/contracts';
import { createI18n } from '../../app/i18n.ts';
import { AppProviders } from '../../app/providers.tsx';
import { createStore } from '../../app/store.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { ConfirmEmailPopup, SENDING_ANIMATION_MS } from './ConfirmEmailPopup.tsx';
import { loadConfirmEmail } from './confirm-email-storage.ts';

const RESEND = 'POST /api/user/confirmation/resend';

async function renderPopup(email?: string) {
  const i18n = await createI18n('en-US');
  // The popup opens from its button, which shows once the namespace has loaded.
  await i18n.loadNamespaces('recovery');
  const onClose = vi.fn();
  const view = render(
    <AppProviders store={createStore()} i18n={i18n} brand={brandById(7)!}>
      <ConfirmEmailPopup email={email} onClose={onClose} />
    </AppProviders>,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

function confirmButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
}

describe('confirm-e-mail popup (spec 1 §2/§4/§5/§8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('requires an e-mail, disables confirm while the error shows, and clears it on typing', async () => {
    const server = fakeServer();
    const { user } = await renderPopup();

    expect(screen.getByRole('dialog', { name: 'Confirm your e-mail' })).toBeTruthy();
    await user.click(confirmButton());

    expect(screen.getByRole('alert').textContent).toBe('Please enter your e-mail.');
    expect(confirmButton().disabled).toBe(true);

    await user.type(screen.getByLabelText('E-mail'), 'ana@example');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(confirmButton());

    expect(screen.getByRole('alert').textContent).toBe("That e-mail address doesn't look right. Please check it.");
    expect(server.calls(RESEND)).toHaveLength(0);
  });

  it.each([
    [0, 'Please enter your e-mail.'],
    [1, "This e-mail doesn't match your profile."],
    [2, "That e-mail address doesn't look right. Please check it."],
    [3, 'This e-mail is already registered on Amora.'],
    [4, "This profile is blocked, so we can't send the e-mail."],
    [500, 'Something went wrong. Please try again in a moment.'],
  ])('maps server code %i to its message', async (code, message) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(RESEND, () => json(code === 500 ? 500 : 400, { code, message: 'refused' }));
    const { user } = await renderPopup('ana@example.com');

    await user.click(confirmButton());
    act(() => void vi.advanceTimersByTime(SENDING_ANIMATION_MS));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.calls(RESEND)[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com' });
  });

  it('plays the sending animation, then shows "check your e-mail" with OK, and stores the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    const resetS = Math.floor(Date.now() / 1000) + 120;
    server.on(RESEND, () => json(200, { result: { timeout: 120 } }, { 'x-rate-limit-reset': String(resetS) }));
    const { user, onClose } = await renderPopup('ana@example.com');

    await user.click(confirmButton());

    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Sending the confirmation e-mail…')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(SENDING_ANIMATION_MS));

    expect(await screen.findByRole('dialog', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    expect(loadConfirmEmail()).toEqual({ email: 'ana@example.com', rateLimitedUntil: resetS * 1000 });

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the address and the countdown across a reload, with confirm disabled until it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(RESEND, () => json(200, { result: { timeout: 90 } }));
    const first = await renderPopup('ana@example.com');
    await first.user.click(confirmButton());
    act(() => void vi.advanceTimersByTime(SENDING_ANIMATION_MS));
    await screen.findByRole('dialog', { name: 'Check your e-mail' });
    first.unmount();

    await renderPopup('other@example.com');

    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect(confirmButton().disabled).toBe(true);
    expect(screen.getByText(/You can send another e-mail in/).querySelector('time')?.textContent).toMatch(/^01:(29|28)$/);

    act(() => void vi.advanceTimersByTime(90_000));
    expect(confirmButton().disabled).toBe(false);
  });

  it('waits out a 429 with retry-after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(RESEND, () => json(429, { code: 429, message: 'wait' }, { 'retry-after': '45' }));
    const { user } = await renderPopup('ana@example.com');

    await user.click(confirmButton());
    act(() => void vi.advanceTimersByTime(SENDING_ANIMATION_MS));

    expect((await screen.findByText(/You can send another e-mail in/)).querySelector('time')?.textContent).toMatch(/^00:(45|44|43)$/);
    expect(confirmButton().disabled).toBe(true);
    expect(loadConfirmEmail()?.email).toBe('ana@example.com');
  });
});
