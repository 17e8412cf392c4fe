import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { INTEREST_CATEGORIES, INTERESTS, PROFILE_SELECT_FIELDS, USER_MOODS, type SearchResultUser, type VocabularyField } from '@amora/contracts';
import { api } from '../../api/api.ts';
import { json, ownProfile, type FakeServer, type SeenRequest } from '../../test/fake-server.ts';
import { renderUi } from '../../test/render-ui.tsx';
import SearchPage from './SearchPage.tsx';

const SEARCH = 'POST /v3/users:search';

function member(hid: string, name: string, extra: Partial<SearchResultUser> = {}): SearchResultUser {
  return {
    hid,
    consumerHid: 'hid-me',
    name,
    age: 29,
    recentlyActive: false,
    profile: { mood: null },
    photo: { thumbnailUrl: `/media/${hid}.jpg` },
    relationships: { myLikes: false },
    subscriptions: { premiumBasic: false, premiumGold: false, vip: false },
    ...extra,
  };
}

const labelOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase();

/** The member vocabulary as the server answers it in English: labels for every value id of the contracts. */
function vocabulary(): Record<string, VocabularyField> {
  const select = (id: string, values: readonly { id: number; slug: string }[]): VocabularyField => ({
    id,
    type: 'select_many',
    label: id,
    values: Object.fromEntries(values.map((value) => [String(value.id), labelOf(value.slug)])),
    visible: values.map((value) => String(value.id)),
  });
  const groups = INTEREST_CATEGORIES.map((category) => ({
    id: category.id,
    label: labelOf(category.slug),
    is_popular: category.is_popular,
    values: INTERESTS.filter((interest) => interest.categoryId === category.id).map((interest) => String(interest.id)),
  }));
  return {
    goal: select('goal', PROFILE_SELECT_FIELDS.goal.values),
    marital_status: select('marital_status', PROFILE_SELECT_FIELDS.marital_status.values),
    alcohol: select('alcohol', PROFILE_SELECT_FIELDS.alcohol.values),
    smoking: select('smoking', PROFILE_SELECT_FIELDS.smoking.values),
    user_mood: select('user_mood', USER_MOODS),
    interests: { ...select('interests', INTERESTS), visible: groups.flatMap((group) => group.values), group_by: groups },
  };
}

/** A member (Ana, looking for men 28–40 from Berlin) whose search answers `answer`; nearby refuses her (no premium). */
function everyone(server: FakeServer, answer: (request: SeenRequest) => Response) {
  server.on('GET /rest/v2/user/info/profile', () => json(200, { result: ownProfile() }));
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: vocabulary() }));
  server.on('GET /v3/neighbors', () => json(403, { code: 403, message: 'nearby needs premium' }));
  server.on('GET /v3/neighbors/teasers', () => json(200, { teasers: [] }));
  server.on('GET /v3/users/me/location', () => json(200, { source: 'city' }));
  server.on(SEARCH, answer);
}

const bodies = (server: FakeServer) => server.calls(SEARCH).map((request) => request.body as { filter: Record<string, unknown>; pageToken?: string });

async function openFilters(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

/**
 * IntersectionObserver is the layout edge happy-dom lacks: here the end of the list is always in
 * view, as on a phone whose first page does not fill the screen, so every observer sees it at once.
 */
class EndInView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', EndInView));
afterEach(() => localStorage.clear());

describe('search for everyone with the filter modal (spec 1 §2–§4)', () => {
  it('switches between nearby and everyone as tabs kept in the address, and lists everyone nearest first', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva', { relationships: { myLikes: true } }), member('hid-zoe', 'Zoe')], nextPageToken: '' }));

    const nearbyTab = await screen.findByRole('tab', { name: 'Nearby' });
    expect(nearbyTab.getAttribute('aria-selected')).toBe('true');
    expect(view.server.calls(SEARCH)).toHaveLength(0);

    await view.user.click(screen.getByRole('tab', { name: 'Everyone' }));
    expect(view.router.state.location.search).toBe('?view=everyone');
    expect(screen.getByRole('tab', { name: 'Everyone' }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const cards = await within(list).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/contact/hid-eva', '/contact/hid-zoe']);
    expect(within(cards[0]!).getByLabelText('You liked them')).toBeTruthy();
    // Nothing narrowed: the server applies the member's search settings.
    expect(bodies(view.server)).toEqual([{ filter: {} }]);

    // The arrow keys move between the tabs (WAI-ARIA tabs).
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Everyone' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Nearby' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps filter edits a draft until "Show results", then searches with exactly what was chosen and counts it on the button', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' }));
    await screen.findByRole('link', { name: /Eva/ });

    // Changed, then closed: nothing is searched and nothing is kept.
    let dialog = await openFilters(view.user);
    await view.user.click(within(dialog).getByRole('radio', { name: 'Online now' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.server.calls(SEARCH)).toHaveLength(1);
    dialog = await openFilters(view.user);
    expect((within(dialog).getByRole('radio', { name: 'Everyone' }) as HTMLInputElement).checked).toBe(true);
    // Age and gender start from the member's search settings.
    expect((within(dialog).getByRole('slider', { name: 'Youngest age' }) as HTMLInputElement).value).toBe('28');
    expect((within(dialog).getByRole('radio', { name: 'Men' }) as HTMLInputElement).checked).toBe(true);

    await view.user.click(within(dialog).getByRole('radio', { name: 'Online now' }));
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Youngest age' }), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Oldest age' }), { target: { value: '35' } });
    expect(within(dialog).getByText('25–35')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Women' }));
    await view.user.click(within(dialog).getByRole('switch', { name: 'Verified photos only' }));
    await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Relationship' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Single' }));
    expect(view.server.calls(SEARCH)).toHaveLength(1);

    await view.user.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(view.server.calls(SEARCH)).toHaveLength(2));
    expect(bodies(view.server)[1]).toEqual({ filter: { onlineStatus: 1, verifiedOnly: true, age: { from: 25, to: 35 }, searchGender: 'f', goal: [1], family: [1] } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters, 6 on' })).toBeTruthy();

    // A reload keeps the filter applied.
    view.unmount();
    const again = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(again.server, () => json(200, { hits: [], nextPageToken: '' }));
    expect(await screen.findByRole('button', { name: 'Filters, 6 on' })).toBeTruthy();
    await waitFor(() => expect(bodies(again.server)[0]?.filter).toEqual(bodies(view.server)[1]!.filter));
  });

  it('marks a member liked once a like on their profile lands (spec 1 §4)', async () => {
    let liked = false;
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva', { relationships: { myLikes: liked } }), member('hid-zoe', 'Zoe')], nextPageToken: '' }));
    const eva = await screen.findByRole('link', { name: /Eva/ });
    expect(within(eva).queryByLabelText('You liked them')).toBeNull();

    // What the profile's like does to the cache (member-profile api: invalidates the member).
    liked = true;
    view.store.dispatch(api.util.invalidateTags([{ type: 'MemberProfile', id: 'hid-eva' }]));
    await waitFor(() => expect(within(screen.getByRole('link', { name: /Eva/ })).getByLabelText('You liked them')).toBeTruthy());
  });

  it('resets the draft to the defaults, and sends age and gender equal to the search settings as no filter at all', async () => {
    localStorage.setItem('amora.searchFilter', JSON.stringify({ onlineStatus: 3, height: { from: 160, to: 190 }, smoking: [1] }));
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' }));
    expect(await screen.findByRole('button', { name: 'Filters, 3 on' })).toBeTruthy();

    const dialog = await openFilters(view.user);
    expect(within(dialog).getByText('160–190 cm')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByText('Any height')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Everyone' }) as HTMLInputElement).checked).toBe(true);
    // Moved and moved back to the settings' range: not a filter.
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Oldest age' }), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Oldest age' }), { target: { value: '40' } });
    await view.user.click(within(dialog).getByRole('button', { name: 'Show results' }));

    await waitFor(() => expect(bodies(view.server).at(-1)).toEqual({ filter: {} }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(localStorage.getItem('amora.searchFilter')).toBeNull();
  });

  it('follows the page token over empty pages until someone is found, then asks for the next page', async () => {
    const pages: Record<string, { hits: SearchResultUser[]; nextPageToken: string }> = {
      '': { hits: [], nextPageToken: 't1' },
      t1: { hits: [], nextPageToken: 't2' },
      t2: { hits: [member('hid-ana', 'Ana')], nextPageToken: 't3' },
      t3: { hits: [member('hid-mia', 'Mia')], nextPageToken: '' },
    };
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, (request) => json(200, pages[(request.body as { pageToken?: string }).pageToken ?? '']));

    expect(await screen.findByRole('link', { name: /Ana/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /No one/ })).toBeNull();
    // The end of the list is in view, so the next page follows.
    expect(await screen.findByRole('link', { name: /Mia/ })).toBeTruthy();
    expect(bodies(view.server).map((body) => body.pageToken ?? '')).toEqual(['', 't1', 't2', 't3']);
  });

  it('says when no one matches, offering to change or reset the filters', async () => {
    localStorage.setItem('amora.searchFilter', JSON.stringify({ onlineStatus: 1 }));
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, (request) => json(200, { hits: Object.keys((request.body as { filter: object }).filter).length > 0 ? [] : [member('hid-eva', 'Eva')], nextPageToken: '' }));

    expect(await screen.findByRole('heading', { name: 'No one matches your filters' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Change filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: /Eva/ })).toBeTruthy();
    expect(bodies(view.server).map((body) => body.filter)).toEqual([{ onlineStatus: 1 }, {}]);
  });

  it('shows a failure with a retry that loads the list', async () => {
    let fail = true;
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => (fail ? json(503, { code: 503, message: 'down' }) : json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' })));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn’t load the search results.");
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Eva/ })).toBeTruthy();
  });

  it('names a bad filter at its field in the member’s language and does not search with it', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' }));
    await screen.findByRole('link', { name: /Eva/ });

    const dialog = await openFilters(view.user);
    const interests = await within(dialog).findByRole('group', { name: /^Interests/ });
    // Fifteen interests, one more than a member may hold (contracts MAX_MEMBER_INTERESTS).
    for (const interest of INTERESTS.slice(0, 15)) fireEvent.click(within(interests).getByRole('checkbox', { name: labelOf(interest.slug) }));
    expect(within(interests).getByText('15 of 14')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Show results' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Please check the filters marked in red.');
    expect(within(interests).getByText('Choose up to 14 interests.')).toBeTruthy();
    expect(view.server.calls(SEARCH)).toHaveLength(1);

    // Fixing the field clears its error.
    fireEvent.click(within(interests).getByRole('checkbox', { name: labelOf(INTERESTS[0]!.slug) }));
    expect(within(interests).queryByText('Choose up to 14 interests.')).toBeNull();
  });

  it('shows the field errors the server answers, at their fields', async () => {
    localStorage.setItem('amora.searchFilter', JSON.stringify({ height: { from: 150, to: 200 } }));
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(400, { code: 400, message: 'validation', fields: { 'filter.height.to': 'validation.tooBig' } }));

    expect(await screen.findByRole('heading', { name: 'Some filters need another look' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Edit filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    const height = within(dialog).getByRole('group', { name: /^Height/ });
    expect(within(height).getByText('Choose a range from 120 to 220.')).toBeTruthy();
  });

  it('tells a member without premium that another city is premium, and searches around them again', async () => {
    localStorage.setItem('amora.searchFilter', JSON.stringify({ city: { id: 2988507, name: 'Paris' } }));
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, (request) =>
      'cityId' in (request.body as { filter: object }).filter ? json(403, { code: 403, message: 'geo switch is premium' }) : json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' }),
    );

    expect(await screen.findByRole('heading', { name: 'Searching in another city is a Premium feature' })).toBeTruthy();
    expect(screen.getByText(/meet people in Paris/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'See Premium' }));
    expect(await screen.findByText('Search for people in any city')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(screen.getByRole('button', { name: 'Search around me' }));
    expect(await screen.findByRole('link', { name: /Eva/ })).toBeTruthy();
    expect(bodies(view.server).map((body) => body.filter)).toEqual([{ cityId: 2988507 }, {}]);

    const dialog = await openFilters(view.user);
    expect(within(dialog).getByText('Upgrade to Premium to search in any city.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Other city' })).toBeNull();
  });

  it('lets a member search around another city of their country', async () => {
    const view = await renderUi(<SearchPage />, { path: '/search?view=everyone' });
    everyone(view.server, () => json(200, { hits: [member('hid-eva', 'Eva')], nextPageToken: '' }));
    // A premium member: nearby answers.
    view.server.on('GET /v3/neighbors', () => json(200, { hits: [], nextPageToken: '' }));
    view.server.on('GET /apis/geolocation/v1/cities/', (request) =>
      json(200, request.url.searchParams.get('prefix') === 'Ham' && request.url.searchParams.get('country_id') === '2921044' ? [{ id: 2911298, name: 'Hamburg', subdivision: { id: 1, name: 'Hamburg' } }] : []),
    );
    await screen.findByRole('link', { name: /Eva/ });

    const dialog = await openFilters(view.user);
    await view.user.click(within(dialog).getByRole('button', { name: 'Other city' }));
    await view.user.type(within(dialog).getByRole('searchbox', { name: 'Find a city' }), 'Ham');
    await view.user.click(await within(dialog).findByRole('button', { name: 'Hamburg, Hamburg' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Show results' }));

    await waitFor(() => expect(bodies(view.server).at(-1)).toEqual({ filter: { cityId: 2911298 } }));
    expect(screen.getByText('Around Hamburg')).toBeTruthy();
  });
});
