import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EDIT, memberProfile, memberServer } from './test-member.ts';

async function openEdit() {
  const app = await renderApp({ path: '/profile/edit' });
  await screen.findByRole('heading', { name: 'Relationships' });
  return app;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('profile edit (spec 1 §2)', () => {
  it('shows each field with its value or "Add", leading to its profile step', async () => {
    memberServer({ profile: memberProfile({ goal: [1, 3], height: 178, foreign_languages: [2], interests: [] }) });
    await openEdit();

    const goal = within(section('Relationships')).getByRole('link', { name: /Goal/ });
    expect(goal.textContent).toContain('Relationship, Flirt');
    expect(goal.getAttribute('href')).toBe('/profile/steps#goal');
    const children = within(section('Relationships')).getByRole('link', { name: /Children/ });
    expect(children.textContent).toContain('Add');
    expect(children.getAttribute('href')).toBe('/profile/steps#children');
    expect(within(section('Appearance')).getByRole('link', { name: /Height/ }).textContent).toContain('178 cm');
    expect(within(section('Languages and beliefs')).getByRole('link', { name: /Languages/ }).getAttribute('href')).toBe('/profile/steps#language');
    expect(within(section('Interests')).getByRole('link', { name: /Interests/ }).getAttribute('href')).toBe('/profile/steps/interests');

    const more = screen.getByRole('navigation', { name: 'More about your profile' });
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/photos', '/profile/preview', '/profile/edit/personal-data']);
  });

  it('saves a mood chosen from the list at once, with a success toast', async () => {
    const server = memberServer({ profile: memberProfile({ user_mood: 1 }) });
    const { user } = await openEdit();

    const mood = within(section('Mood')).getByRole('button', { name: /Mood/ });
    expect(mood.textContent).toContain('Ready to chat');
    await user.click(mood);
    const sheet = screen.getByRole('dialog', { name: 'What are you up for?' });
    expect(within(sheet).queryByRole('button', { name: 'Duplicate' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Coffee' }));

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ user_mood: 3 }]);
    await waitFor(() => expect(within(section('Mood')).getByRole('button', { name: /Mood/ }).textContent).toContain('Coffee'));
  });

  it('sends nothing when the same mood is chosen again', async () => {
    const server = memberServer({ profile: memberProfile({ user_mood: 3 }) });
    const { user } = await openEdit();

    await user.click(within(section('Mood')).getByRole('button', { name: /Mood/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'What are you up for?' })).getByRole('button', { name: 'Coffee' }));

    expect(screen.queryByRole('dialog', { name: 'What are you up for?' })).toBeNull();
    expect(server.calls(EDIT)).toHaveLength(0);
  });

  it('says so when the mood could not be saved', async () => {
    memberServer().on(EDIT, () => json(503, { code: 503, message: 'down' }));
    const { user } = await openEdit();

    await user.click(within(section('Mood')).getByRole('button', { name: /Mood/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'What are you up for?' })).getByRole('button', { name: 'Coffee' }));

    expect(await screen.findByText("We couldn't save that. Try again.")).toBeTruthy();
    expect(within(section('Mood')).getByRole('button', { name: /Mood/ }).textContent).toContain('Add');
  });

  it('chooses a conversation starter question, and takes it away with "No question"', async () => {
    const server = memberServer({ profile: memberProfile({ conversation_prompt: null }) });
    const { user } = await openEdit();
    const row = () => within(section('Conversation starter')).getByRole('button', { name: /Your question/ });
    expect(row().textContent).toContain('Add');

    await user.click(row());
    const sheet = screen.getByRole('dialog', { name: 'Pick a question to start a chat' });
    expect(within(sheet).getByRole('button', { name: 'No question' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(sheet).getByRole('button', { name: 'Best trip' }));
    await waitFor(() => expect(row().textContent).toContain('Best trip'));

    await user.click(row());
    await user.click(within(screen.getByRole('dialog', { name: 'Pick a question to start a chat' })).getByRole('button', { name: 'No question' }));
    await waitFor(() => expect(row().textContent).toContain('Add'));
    expect(server.calls(EDIT).map((call) => call.body)).toEqual([{ conversation_prompt: 2 }, { conversation_prompt: 0 }]);
  });

  it('sends nothing for "No question" when there is none', async () => {
    const server = memberServer({ profile: memberProfile({ conversation_prompt: null }) });
    const { user } = await openEdit();
    await user.click(within(section('Conversation starter')).getByRole('button', { name: /Your question/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Pick a question to start a chat' })).getByRole('button', { name: 'No question' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls(EDIT)).toHaveLength(0);
  });

  it('offers a retry when the vocabulary cannot be loaded', async () => {
    let answers = 0;
    const server = memberServer();
    server.on('GET /rest/v2/user/info/profile/vocabulary', () =>
      ++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, { result: { goal: { id: 'goal', type: 'select_many', label: 'Goal', values: { 1: 'Relationship' }, visible: ['1'] } } }),
    );
    const { user } = await renderApp({ path: '/profile/edit' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your profile.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Relationships' })).toBeTruthy();
    expect(server.calls('GET /rest/v2/user/info/profile/vocabulary')).toHaveLength(2);
  });
});
