import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { completeness, EDIT, memberProfile, memberServer } from './test-member.ts';

async function openSteps(hash = '') {
  const app = await renderApp({ path: `/profile/steps${hash}` });
  // The logged-in chunk and the lazy `profile` namespace take a while in a loaded test run.
  await screen.findByRole('progressbar', { name: 'Questions answered' });
  return app;
}

function option(name: string): HTMLInputElement {
  return screen.getByRole('radio', { name }) as HTMLInputElement;
}

describe('profile steps (spec 1 §2, §4, §5)', () => {
  it('opens the first unanswered step when the address names none, and counts the steps', async () => {
    memberServer({ profile: memberProfile({ goal: [1] }) });
    const { router } = await openSteps();

    await waitFor(() => expect(router.state.location.hash).toBe('#marital'));
    expect(screen.getByRole('heading', { name: 'Relationship status' })).toBeTruthy();
    expect(screen.getByText('2 of 15')).toBeTruthy();
  });

  it('saves a changed answer on Next and moves to the next hash; an unchanged one moves on without a call', async () => {
    const server = memberServer({ profile: memberProfile({ goal: [1] }) });
    const { user, router } = await openSteps('#goal');

    expect((screen.getByRole('checkbox', { name: 'Relationship' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#marital'));
    expect(server.calls(EDIT)).toHaveLength(0);

    await user.click(await screen.findByRole('radio', { name: 'Divorced' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#children'));
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ marital_status: 2 }]);
    // The router's hash changes before React renders the step it names.
    expect(await screen.findByText('3 of 15')).toBeTruthy();
  });

  it('skips a step without saving, and goes back with Previous', async () => {
    const server = memberServer();
    const { user, router } = await openSteps('#children');

    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#want-children'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#children'));
    expect(server.calls(EDIT)).toHaveLength(0);
  });

  it('asks before leaving with an unsaved answer, and saves it when asked to', async () => {
    const server = memberServer();
    const { user, router } = await openSteps('#children');

    await user.click(option('Two'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const popup = await screen.findByRole('dialog', { name: 'Save your answer?' });
    expect(router.state.location.pathname).toBe('/profile/steps');

    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ children: 3 }]);
  });

  it('drops the unsaved answer when the member chooses not to save', async () => {
    const server = memberServer();
    const { user, router } = await openSteps('#children');

    await user.click(option('Two'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save your answer?' })).getByRole('button', { name: "Don't save" }));

    await waitFor(() => expect(router.state.location.hash).toBe('#marital'));
    expect(server.calls(EDIT)).toHaveLength(0);
  });

  it('stays on the step with the answer when the member closes the question', async () => {
    memberServer();
    const { user, router } = await openSteps('#children');

    await user.click(option('Two'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save your answer?' })).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your answer?' })).toBeNull());
    expect(router.state.location.hash).toBe('#children');
    expect(option('Two').checked).toBe(true);
  });

  it('shows the success popup after the last step', async () => {
    const server = memberServer();
    const { user } = await openSteps('#ethnicity');

    expect(screen.getByText('15 of 15')).toBeTruthy();
    await user.click(option('Asian'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('dialog', { name: 'All done!' })).toBeTruthy();
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ ethnicity: 1 }]);
  });

  it('shows the field error the server answers and keeps the answer', async () => {
    const server = memberServer();
    server.on(EDIT, () => json(400, { code: 400, message: 'invalid', fields: { marital_status: 'validation.invalid' } }));
    const { user, router } = await openSteps('#marital');

    await user.click(option('Single'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Choose one of the options.');
    expect(router.state.location.hash).toBe('#marital');
    expect(option('Single').checked).toBe(true);
  });

  it('saves a height from the slider', async () => {
    const server = memberServer();
    const { user } = await openSteps('#height');

    expect(screen.getByText('Move the slider')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Height' }), { target: { value: '182' } });
    expect(screen.getByText('182 cm')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ height: 182 }]));
  });

  it('queues the checklist success popup when a save completes the profile', async () => {
    let saved = false;
    const server = memberServer({ profile: memberProfile() });
    server.on('GET /rest/v2/user/info/profile/completeness', () => json(200, { result: completeness(saved ? 100 : 97) }));
    server.on(EDIT, ({ body }) => {
      saved = true;
      return json(200, { result: { changed: Object.keys(body as object), profile: memberProfile(body as object) } });
    });
    const { user, store } = await openSteps('#ethnicity');
    await waitFor(() => expect(server.calls('GET /rest/v2/user/info/profile/completeness').length).toBeGreaterThan(0));

    await user.click(option('Asian'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(store.getState().overlays.popupQueue.map((popup) => popup.name)).toContain('check_list_success_popup'));
  });
});
