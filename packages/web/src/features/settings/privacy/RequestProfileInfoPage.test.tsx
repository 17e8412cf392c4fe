import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { json } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fieldError, memberServer } from '../settings-test-server.ts';

const REQUEST = 'POST /rest/v2/user/zendesk/used_user_data_request';

async function openPage(path = '/settings/privacy/request-profile-info') {
  const server = memberServer();
  const view = await renderApp({ path });
  await screen.findByLabelText('Your password');
  return { ...view, server };
}

describe('request my data (spec 1 §4)', () => {
  it('sends the password and the account e-mail, then returns to privacy with the push and the popup', async () => {
    const { user, server, router } = await openPage();
    server.on(REQUEST, () => json(200, { result: true }));

    expect(screen.getByText('ana@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('Your password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Request my data' }));

    const popup = await screen.findByRole('dialog', { name: 'Request received' });
    expect(router.state.location.pathname).toBe('/settings/privacy');
    expect(await screen.findByText('Your request is on its way.')).toBeTruthy();
    expect(server.calls(REQUEST).map((call) => call.body)).toEqual([{ password: 'my-secret-1', receiver_email: 'ana@example.com' }]);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
  });

  it('sends the export to another address given on the e-mail page', async () => {
    const { user, server } = await openPage();
    server.on(REQUEST, () => json(200, { result: true }));

    await user.click(screen.getByRole('link', { name: 'Use another address' }));
    const receiver = await screen.findByLabelText('Send it to');
    await user.type(receiver, 'not-an-address');
    await user.type(screen.getByLabelText('Your password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Request my data' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(server.calls(REQUEST)).toHaveLength(0);

    await user.clear(receiver);
    await user.type(receiver, ' ana.archive@example.org ');
    await user.click(screen.getByRole('button', { name: 'Request my data' }));
    await screen.findByRole('dialog', { name: 'Request received' });
    expect(server.calls(REQUEST)[0]!.body).toEqual({ password: 'my-secret-1', receiver_email: 'ana.archive@example.org' });
  });

  it('shows the already-submitted popup on the privacy page when a request is pending', async () => {
    const { user, server, router } = await openPage();
    server.on(REQUEST, () => json(409, { code: 409, message: 'pending', fields: { _: 'settings.errors.dataRequestPending' } }));

    await user.type(screen.getByLabelText('Your password'), 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Request my data' }));

    expect(await screen.findByRole('dialog', { name: 'Already requested' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/privacy');
    expect(screen.queryByText('Your request is on its way.')).toBeNull();
  });

  it('shows a wrong password under its field', async () => {
    const { user, server, router } = await openPage();
    server.on(REQUEST, () => fieldError({ password: 'settings.errors.passwordWrong' }));

    await user.type(screen.getByLabelText('Your password'), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Request my data' }));

    expect(await screen.findByText("That password isn't right.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/privacy/request-profile-info');
  });
});
