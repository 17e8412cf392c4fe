import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/preact';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const SAVE = 'POST /rest/v2/user/info/profile';
const SUGGEST = 'POST /rest/v2/interests/suggest';

/** Answered out of order, so the page's own ordering is what the test sees. */
const CATEGORIES = [
  { id: 1, title: 'Sports', is_popular: false },
  { id: 2, title: 'Food', is_popular: false },
  { id: 3, title: 'Music', is_popular: true },
];
const TITLES: Record<number, string[]> = {
  1: ['Yoga', 'Tennis', 'Hiking', 'Cycling', 'Surfing', 'Climbing'],
  2: ['Sushi', 'Baking', 'Coffee', 'Vegan food', 'Wine', 'Street food'],
  3: ['Jazz', 'Rock', 'Opera', 'Techno', 'Blues', 'Pop'],
};
const INTERESTS = CATEGORIES.flatMap((category) =>
  TITLES[category.id]!.map((title, index) => ({ id: category.id * 10 + index, title, category_id: category.id })),
);
/** The member already has 13 of the 14 allowed: everything but Street food and all Food but Sushi. */
const SELECTED = new Set(INTERESTS.filter((interest) => interest.category_id !== 2 || interest.title === 'Sushi').map((interest) => interest.id));

function memberServer() {
  const server = fakeServer();
  answerSessionStart(server);
  server.on('GET /rest/v2/user/info/profile/completeness', () => json(404, { code: 404, message: 'not in this test' }));
  server.on('GET /rest/v2/user/interests/categories', () => json(200, { result: CATEGORIES }));
  server.on('GET /rest/v2/user/interests', ({ url }) => {
    const ids = url.searchParams.get('category_ids')!.split(',').map(Number);
    const interests = INTERESTS.filter((interest) => ids.includes(interest.category_id)).map((interest) => ({ ...interest, is_selected: SELECTED.has(interest.id) }));
    return json(200, { result: { interests, next_page_token: '' } });
  });
  saveTokens(tokens());
  return server;
}

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

async function openStep() {
  const app = await renderApp({ path: '/profile/steps/interests' });
  // The first page of the logged-in chunk and its lazy namespace take a while in a loaded test run.
  await screen.findByRole('group', { name: /^Music/ });
  return app;
}

describe('interests step (spec 1 §2, §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows popular categories first, with the member’s interests chosen and counted', async () => {
    const server = memberServer();
    await openStep();

    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend span')?.textContent)).toEqual(['Music', 'Sports', 'Food']);
    expect(server.calls('GET /rest/v2/user/interests')[0]!.url.searchParams.get('category_ids')).toBe('3,1,2');
    expect(checkbox('Jazz').checked).toBe(true);
    expect(checkbox('Baking').checked).toBe(false);
    expect(screen.getByText('13 of 14 chosen')).toBeTruthy();
  });

  it('opens the limit popup instead of choosing a 15th interest', async () => {
    memberServer();
    const { user } = await openStep();

    await user.click(checkbox('Baking'));
    expect(screen.getByText('14 of 14 chosen')).toBeTruthy();
    await user.click(checkbox('Wine'));

    const popup = screen.getByRole('dialog', { name: "That's the maximum" });
    expect(popup.textContent).toContain('You can choose up to 14 interests.');
    expect(checkbox('Wine').checked).toBe(false);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('14 of 14 chosen')).toBeTruthy();
  });

  it('finds interests with the suggest call and chooses them from the results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = memberServer();
    server.on(SUGGEST, () => json(200, { result: INTERESTS.filter((interest) => interest.title.startsWith('C')) }));
    const { user } = await openStep();

    await user.click(checkbox('Jazz'));
    await user.type(screen.getByRole('searchbox', { name: 'Search interests' }), 'c');
    act(() => void vi.advanceTimersByTime(300));

    const results = await screen.findByRole('region', { name: 'Matching interests' });
    await within(results).findByRole('checkbox', { name: 'Coffee' });
    expect(server.calls(SUGGEST)[0]!.body).toEqual({ prefix: 'c' });
    expect(within(results).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Cycling', 'Climbing', 'Coffee']);
    expect((within(results).getByRole('checkbox', { name: 'Cycling' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(results).getByRole('checkbox', { name: 'Coffee' }));
    expect(screen.getByText('13 of 14 chosen')).toBeTruthy();
  });

  it('saves the whole list, then returns to the checklist with an "interest added" toast', async () => {
    const server = memberServer();
    server.on(SAVE, () => json(200, { result: { changed: ['interests'], profile: ownProfile() } }));
    const { user, router } = await openStep();

    await user.click(checkbox('Baking'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Interest added to your profile.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/checklist');
    const sent = (server.calls(SAVE)[0]!.body as { interests: number[] }).interests;
    expect([...sent].sort()).toEqual([...SELECTED, 21].sort());
  });

  it('shows the limit popup when the server refuses the list', async () => {
    const server = memberServer();
    server.on(SAVE, () => json(400, { code: 400, message: 'invalid', fields: { interests: 'profile.errors.interestsLimit' } }));
    const { user, router } = await openStep();

    await user.click(checkbox('Baking'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: "That's the maximum" })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/steps/interests');
  });

  it('keeps the choice after a failed save and saves it on retry', async () => {
    const server = memberServer();
    let attempts = 0;
    server.on(SAVE, () => (++attempts === 1 ? 'network-error' : json(200, { result: { changed: ['interests'], profile: ownProfile() } })));
    const { user, router } = await openStep();

    await user.click(checkbox('Jazz'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't save your interests.");
    expect(checkbox('Jazz').checked).toBe(false);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/checklist');
    expect((server.calls(SAVE)[1]!.body as { interests: number[] }).interests).not.toContain(30);
  });
});
