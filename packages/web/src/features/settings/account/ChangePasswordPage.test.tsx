import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fieldError, memberServer } from '../settings-test-server.ts';

const CHANGE = 'POST /rest/v2/user/authorization/password';

async function openPage() {
  const server = memberServer();
  const view = await renderApp({ path: '/settings/profile/change-password' });
  await screen.findByRole('heading', { name: 'Change password' });
  return { ...view, server };
}

const submit = () => screen.getByRole('button', { name: 'Change password' });

describe('change password (spec 1 §4, §7)', () => {
  it('sends the current and the new password and shows the success state', async () => {
    const { user, server } = await openPage();
    server.on(CHANGE, () => json(200, { result: true }));

    await user.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await user.type(screen.getByLabelText('New password'), 'Sunny-Harbour-42');
    await user.click(submit());

    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(server.calls(CHANGE).map((call) => call.body)).toEqual([{ old_password: 'old-secret-1', new_password: 'Sunny-Harbour-42' }]);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('holds a new password that breaks the sign-up rule before sending it', async () => {
    const { user, server } = await openPage();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(submit());
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.click(submit());
    expect(screen.getByText(/too easy to guess/)).toBeTruthy();
    expect(server.calls(CHANGE)).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const { user, server } = await openPage();
    server.on(CHANGE, () => fieldError({ old_password: 'settings.errors.passwordWrong' }));

    await user.type(screen.getByLabelText('Current password'), 'not-it-at-all');
    await user.type(screen.getByLabelText('New password'), 'Sunny-Harbour-42');
    await user.click(submit());

    expect(await screen.findByText("That password isn't right.")).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });

  it('sends no current password for an account without one, and explains throttling', async () => {
    const { user, server } = await openPage();
    server.on(CHANGE, () => json(429, { code: 103, message: 'slow down' }));

    await user.type(screen.getByLabelText('New password'), 'Sunny-Harbour-42');
    await user.click(submit());

    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
    expect(server.calls(CHANGE)[0]!.body).toEqual({ old_password: null, new_password: 'Sunny-Harbour-42' });
  });
});
