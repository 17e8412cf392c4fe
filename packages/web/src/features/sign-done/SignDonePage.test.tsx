import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/preact';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const RESEND = 'POST /api/user/confirmation/resend';
const CHANGE = 'POST /rest/v2/signup/change-email';

async function openSignDone(path = '/sign/done?email=ana%40example.com') {
  const app = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: 'Check your e\u2011mail' });
  return app;
}

describe('sign-done page (spec 1 §2/§4/§8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the address the confirmation went to', async () => {
    fakeServer();
    await openSignDone();

    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: "I've confirmed — log in" }).getAttribute('href')).toBe('/login');
  });

  it('resends the confirmation, then counts down (mm:ss) from the server header until the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(RESEND, () => json(200, { result: { timeout: 60 } }, { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 90) }));
    const { user } = await openSignDone();

    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));

    expect(await screen.findByText("We've sent you a new confirmation e-mail.")).toBeTruthy();
    expect(server.calls(RESEND)[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com' });
    expect(screen.getByText(/You can ask for another e-mail in/).querySelector('time')?.textContent).toMatch(/^01:(30|29)$/);
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();

    act(() => void vi.advanceTimersByTime(91_000));

    expect(screen.getByRole('button', { name: 'Send the e-mail again' })).toBeTruthy();
  });

  it('uses result.timeout when the header is missing', async () => {
    const server = fakeServer();
    server.on(RESEND, () => json(200, { result: { timeout: 120 } }));
    const { user } = await openSignDone();

    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect((await screen.findByText(/You can ask for another e-mail in/)).querySelector('time')?.textContent).toMatch(/^0[12]:\d\d$/);
  });

  it('waits out a 429 with the retry-after header', async () => {
    const server = fakeServer();
    server.on(RESEND, () => json(429, { code: 429, message: 'wait' }, { 'retry-after': '300' }));
    const { user } = await openSignDone();

    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));

    expect((await screen.findByText(/You can ask for another e-mail in/)).querySelector('time')?.textContent).toMatch(/^0[45]:\d\d$/);
  });

  it('changes the e-mail: incomplete form, the error flag on refusal, then the new address', async () => {
    const server = fakeServer();
    let refuse = true;
    server.on(CHANGE, () => (refuse ? json(400, { code: 18, message: 'taken', fields: { new_email: 'validation.invalid' } }) : json(200, { result: true })));
    const { user, router } = await openSignDone();

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect((screen.getByLabelText('Current e-mail') as HTMLInputElement).value).toBe('ana@example.com');

    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all three fields with valid details.');
    expect(server.calls(CHANGE)).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'secret-12');
    await user.type(screen.getByLabelText('New e-mail'), 'ana.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));

    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't change your e-mail. Check your password and make sure the new address isn't already in use.");
    expect((screen.getByRole('button', { name: 'Save and send' }) as HTMLButtonElement).disabled).toBe(true);

    refuse = false;
    await user.type(screen.getByLabelText('Password'), '3');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and send' }));

    expect(await screen.findByText('ana.new@example.com')).toBeTruthy();
    expect(server.calls(CHANGE).at(-1)!.body).toEqual({ product_id: 7, email: 'ana@example.com', password: 'secret-123', new_email: 'ana.new@example.com' });
    expect(router.state.location.search).toBe('?email=ana.new%40example.com');
    expect(await screen.findByText('Your e-mail has been changed. Please confirm the new address.')).toBeTruthy();
    expect(screen.queryByLabelText('New e-mail')).toBeNull();
  });

  it('takes the address from the registration\'s navigation state', async () => {
    fakeServer();
    const { router } = await renderApp({ path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    await act(() => router.navigate('/sign/done', { state: { email: 'bo@example.com' } }));

    expect((await screen.findByText('bo@example.com')).tagName).toBe('STRONG');
  });

  it('still explains the next step without an address', async () => {
    fakeServer();
    await openSignDone('/sign/done');

    expect(screen.getByText('We\'ve sent you a confirmation link. Open it to activate your Amora profile.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();
  });
});
