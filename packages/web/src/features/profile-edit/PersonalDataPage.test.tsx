import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EDIT, memberProfile, memberServer } from './test-member.ts';

async function openForm() {
  const app = await renderApp({ path: '/profile/edit/personal-data' });
  await screen.findByRole('heading', { name: 'Appearance' });
  return app;
}

function input(name: string): HTMLInputElement {
  return screen.getByRole('spinbutton', { name }) as HTMLInputElement;
}

function chip(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

const STORED = memberProfile({ height: 170, goal: [1, 2], marital_status: 1 });

describe('personal data (spec 1 §2, §5)', () => {
  it('saves only the changed, non-empty fields in one edit, lists compared as sets', async () => {
    const server = memberServer({ profile: STORED });
    const { user } = await openForm();

    expect(input('Height').value).toBe('170');
    expect((screen.getByRole('combobox', { name: 'Relationship status' }) as HTMLSelectElement).value).toBe('1');
    await user.clear(input('Height'));
    await user.type(input('Height'), '182');
    // The same goals in another order are no change.
    await user.click(chip('Relationship'));
    await user.click(chip('Relationship'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relationship status' }), 'Divorced');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Smoking' }), 'Never');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ height: 182, marital_status: 2, smoking: 1 }]);
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s field errors next to their fields and keeps every value', async () => {
    const server = memberServer({ profile: STORED });
    server.on(EDIT, () => json(400, { code: 400, message: 'invalid', fields: { weight: 'validation.tooBig', education: 'validation.invalid' } }));
    const { user } = await openForm();

    await user.type(input('Weight'), '95');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Education' }), 'Master');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(input('Weight').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input('Weight').getAttribute('aria-describedby')!)!.textContent).toBe('Enter a number from 40 to 180.');
    const education = screen.getByRole('combobox', { name: 'Education' });
    expect(document.getElementById(education.getAttribute('aria-describedby')!)!.textContent).toBe('Choose one of the options.');
    expect(input('Weight').value).toBe('95');
    expect((education as HTMLSelectElement).value).toBe('5');
    expect(screen.queryByText('Changes saved.')).toBeNull();
  });

  it('checks the range before sending', async () => {
    const server = memberServer({ profile: STORED });
    const { user } = await openForm();

    await user.clear(input('Height'));
    await user.type(input('Height'), '300');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Enter a number from 120 to 220.');
    expect(server.calls(EDIT)).toHaveLength(0);
  });

  it('keeps the changes after a failed save and saves them on the next try', async () => {
    let attempts = 0;
    const server = memberServer({ profile: STORED });
    server.on(EDIT, ({ body }) => (++attempts === 1 ? 'network-error' : json(200, { result: { changed: Object.keys(body as object), profile: memberProfile(body as object) } })));
    const { user } = await openForm();

    await user.click(chip('Flirt'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't save your changes.");
    expect(chip('Flirt').checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ goal: [1, 2, 3] }, { goal: [1, 2, 3] }]);
  });

  it('asks before leaving with unsaved changes', async () => {
    memberServer({ profile: STORED });
    const { user, router } = await openForm();

    await user.click(chip('Flirt'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const popup = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(popup).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/profile/edit/personal-data');
    expect(chip('Flirt').checked).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
  });

  it('leaves without asking when nothing changed', async () => {
    memberServer({ profile: STORED });
    const { user, router } = await openForm();

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });
});
