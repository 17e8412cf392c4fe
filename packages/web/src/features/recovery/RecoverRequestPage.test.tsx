import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/preact';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const REQUEST = 'POST /rest/v2/signup/recover/request';

function nowS(): number {
  return Math.floor(Date.now() / 1000);
}

async function openRequestPage(path = '/sign/recoverrequest') {
  const app = await renderApp({ path });
  await screen.findByLabelText('E-mail');
  return app;
}

describe('recover request page (spec 1 §2/§4/§5/§8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the title, a disabled Next button until something is typed, and the support link', async () => {
    fakeServer();
    await openRequestPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/info/contacts');
  });

  it('says the link expired when sent here from an expired link', async () => {
    fakeServer();
    await openRequestPage('/sign/recoverrequest?expired=1');

    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
  });

  it('shows the format error on press, disables Next while it shows, and clears it on typing', async () => {
    const server = fakeServer();
    const { user } = await openRequestPage();

    await user.type(screen.getByLabelText('E-mail'), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert').textContent).toBe("That e-mail address doesn't look right. Please check it.");
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls(REQUEST)).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), '.com');

    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    [400, "That e-mail address doesn't look right. Please check it."],
    [422, "There's no Amora profile with this e-mail address."],
    [500, 'Something went wrong on our side. Please try again in a moment.'],
  ])('maps HTTP %i to its message', async (status, message) => {
    const server = fakeServer();
    server.on(REQUEST, () => json(status, { code: status, message: 'refused' }));
    const { user } = await openRequestPage();

    await user.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.calls(REQUEST)[0]!.body).toEqual({ product_id: 7, email: 'ana@example.com' });
  });

  it('on 429 asks to wait, counting down the seconds from retry-after, then lets the visitor send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(REQUEST, () => json(429, { code: 429, message: 'slow down' }, { 'retry-after': '30', 'x-rate-limit-reset': String(nowS() + 30) }));
    const { user } = await openRequestPage();

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^You've asked for several links in a row\. Please wait (30|29) s and send it again\.$/);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => void vi.advanceTimersByTime(10_000));
    expect(alert.querySelector('time')?.textContent).toMatch(/^(20|19) s$/);

    act(() => void vi.advanceTimersByTime(21_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after sending shows the address and a seconds countdown from x-rate-limit-reset, then the resend link back to the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer();
    server.on(REQUEST, () => json(200, { result: true }, { 'x-rate-limit-reset': String(nowS() + 45) }));
    const { user } = await openRequestPage();

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    const countdown = screen.getByText(/You can ask for another link in/);
    expect(within(countdown).getByText(/^(45|44) s$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();

    act(() => void vi.advanceTimersByTime(46_000));

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(server.calls(REQUEST)).toHaveLength(1);
  });

  it('offers the resend link at once when the server set no wait', async () => {
    const server = fakeServer();
    server.on(REQUEST, () => json(200, { result: true }));
    const { user } = await openRequestPage();

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('names the site in the 422 message in German', async () => {
    const server = fakeServer();
    server.on(REQUEST, () => json(422, { code: 422, message: 'no such user' }));
    const app = await renderApp({ path: '/sign/recoverrequest', language: 'de-DE' });

    await app.user.type(await screen.findByLabelText('E-Mail'), 'ana@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Es gibt kein Amora-Profil mit dieser E-Mail-Adresse.');
  });
});
