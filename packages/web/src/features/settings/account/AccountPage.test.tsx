import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { json, ownProfile } from '../../../test/fake-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fieldError, memberServer } from '../settings-test-server.ts';

const PRIVATE = 'POST /rest/v2/user/settings/private';
const CITIES = 'GET /apis/geolocation/v1/cities/';
const BERLIN = 2950159;
const GERMANY = 2921044;
const HAMBURG = 2911298;

async function openAccount(profile = ownProfile()) {
  const server = memberServer(profile);
  const view = await renderApp({ path: '/settings/profile' });
  await screen.findByRole('heading', { name: 'Account' });
  return { ...view, server };
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('account settings (spec 1 §2, §4)', () => {
  it('shows the e-mail with its confirmation state and links the account screens', async () => {
    await openAccount(ownProfile({ email_confirmed: false }));

    const email = screen.getByRole('region', { name: 'E-mail' });
    expect(within(email).getByText('ana@example.com')).toBeTruthy();
    expect(within(email).getByText('Not confirmed')).toBeTruthy();
    expect(await within(email).findByRole('button', { name: 'Confirm e-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/settings/profile/change-password');
    expect(screen.getByRole('link', { name: 'Request my data' }).getAttribute('href')).toBe('/settings/privacy/request-profile-info');
    expect(screen.getByRole('link', { name: 'Deactivate or delete account' }).getAttribute('href')).toBe('/settings/deactivation');
  });

  it('saves the name trimmed with the city and country, then confirms', async () => {
    const { user, server } = await openAccount();
    server.on(PRIVATE, () => json(200, { result: { changed: ['name'], profile: ownProfile({ name: 'Anna' }) } }));
    expect(saveButton().disabled).toBe(true);

    await user.clear(nameInput());
    await user.type(nameInput(), '  Anna  ');
    await user.click(saveButton());

    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(server.calls(PRIVATE).map((call) => call.body)).toEqual([{ name: 'Anna', city_id: BERLIN, country_id: GERMANY }]);
  });

  it('picks another city of the member’s country in the side drawer', async () => {
    const { user, server } = await openAccount();
    server.on(CITIES, (request) =>
      json(200, { cities: request.url.searchParams.get('prefix') === 'Ham' ? [{ id: HAMBURG, name: 'Hamburg', subdivision: { id: 'DE.04', name: 'Hamburg' } }] : [] }),
    );
    server.on(PRIVATE, () => json(200, { result: { changed: ['city_id'], profile: ownProfile() } }));

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const drawer = await screen.findByRole('dialog', { name: 'Choose your city' });
    await user.type(within(drawer).getByLabelText('Search for a city'), 'Ham');
    await user.click(await within(drawer).findByRole('button', { name: 'Hamburg, Hamburg' }));

    expect(server.calls(CITIES)[0]!.url.searchParams.get('country_id')).toBe(String(GERMANY));
    expect(await screen.findByText('Hamburg, Germany')).toBeTruthy();
    await user.click(saveButton());
    await screen.findByText('Your changes are saved.');
    expect(server.calls(PRIVATE).map((call) => call.body)).toEqual([{ name: 'Ana', city_id: HAMBURG, country_id: GERMANY }]);
  });

  it('checks the name before sending, and shows the server’s field errors translated', async () => {
    const { user, server } = await openAccount();
    server.on(PRIVATE, () => fieldError({ name: 'signup.errors.nameInvalid' }));

    await user.clear(nameInput());
    await user.type(nameInput(), ' A ');
    await user.click(saveButton());
    expect(screen.getByText('Your name needs at least 2 letters.')).toBeTruthy();
    expect(server.calls(PRIVATE)).toHaveLength(0);

    await user.clear(nameInput());
    await user.type(nameInput(), 'Annabel');
    await user.click(saveButton());

    expect(await screen.findByText('Use letters only — no numbers or symbols.')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().disabled).toBe(false);
  });

  it('marks name changing unavailable when the save fails otherwise', async () => {
    const { user, server } = await openAccount();
    server.on(PRIVATE, () => json(503, { code: 503, message: 'down' }));

    await user.type(nameInput(), 'lena');
    await user.click(saveButton());

    expect(await screen.findByText("Changing your name isn't available right now. Please try again later.")).toBeTruthy();
    expect(nameInput().disabled).toBe(true);
  });
});
