import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import type { ProfileCompleteness } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const COMPLETENESS = 'GET /rest/v2/user/info/profile/completeness';

const checklist: ProfileCompleteness = {
  sections: {
    general: { possible_max: 25, percentage: 80, missing: ['user_mood'] },
    email_confirm: { possible_max: 15, percentage: 0, missing: ['email_confirmed'] },
    photo: { possible_max: 25, percentage: 0, missing: ['avatar'] },
    interests: { possible_max: 15, percentage: 40, missing: ['interests'] },
    personal_info: { possible_max: 20, percentage: 100, missing: [] },
  },
  total: { percentage: 46 },
};

function memberServer(profile = ownProfile({ email_confirmed: false })) {
  const server = fakeServer();
  answerSessionStart(server, { profile: () => profile });
  saveTokens(tokens());
  return server;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('profile checklist (spec 1 §3)', () => {
  it('shows the total, each section with its percentage, and links what can be fixed', async () => {
    memberServer().on(COMPLETENESS, () => json(200, { result: checklist }));
    await renderApp({ path: '/profile/checklist' });

    const total = await screen.findByRole('progressbar', { name: 'Profile completeness' });
    expect(total.getAttribute('aria-valuenow')).toBe('46');
    expect(screen.getByText('Your profile is 46% complete')).toBeTruthy();

    expect(within(section('Basics')).getByText('80%')).toBeTruthy();
    expect(within(section('Basics')).getByRole('link', { name: /Mood/ }).getAttribute('href')).toBe('/profile/edit');
    expect(within(section('About you')).getByText('Done')).toBeTruthy();

    const interests = within(section('Interests')).getByRole('link', { name: /Choose at least 5/ });
    expect(interests.getAttribute('href')).toBe('/profile/steps/interests');
    expect(within(section('Photo')).getByRole('link', { name: /Profile photo/ }).getAttribute('href')).toBe('/photos');
    expect(await within(section('E-mail confirmation')).findByRole('button', { name: 'Confirm e-mail' })).toBeTruthy();
  });

  it('links each missing personal field to its profile step', async () => {
    const personal = { ...checklist.sections.personal_info, percentage: 86, missing: ['want_children', 'field_of_activity'] };
    memberServer().on(COMPLETENESS, () => json(200, { result: { ...checklist, sections: { ...checklist.sections, personal_info: personal } } }));
    await renderApp({ path: '/profile/checklist' });

    await screen.findByRole('progressbar', { name: 'Profile completeness' });
    const links = within(section('About you')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Want childrenAnswer one short question', '/profile/steps#want-children'],
      ['Field of workAnswer one short question', '/profile/steps#activity'],
    ]);
  });

  it('offers a retry when the checklist cannot be loaded', async () => {
    let answers = 0;
    memberServer().on(COMPLETENESS, () => (++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, { result: checklist })));
    const { user } = await renderApp({ path: '/profile/checklist' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your checklist.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Your profile is 46% complete')).toBeTruthy();
  });

  it('sums the checklist up under an empty matches deck, leading to the full one', async () => {
    memberServer()
      .on(COMPLETENESS, () => json(200, { result: checklist }))
      .on('GET /v3/matchesGame/users:pickUp', () => json(200, { hits: [], nextPageToken: '' }));
    await renderApp({ path: '/matches' });

    const card = await screen.findByRole('link', { name: /Your profile is 46% complete/ });
    expect(card.getAttribute('href')).toBe('/profile/checklist');
  });
});
