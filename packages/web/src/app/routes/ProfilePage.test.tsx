import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, tokens } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

function memberServer() {
  const server = fakeServer();
  answerSessionStart(server);
  saveTokens(tokens());
  return server;
}

describe('own profile (spec 1 §2)', () => {
  it('shows the card and leads to editing, the preview, photos, the checklist and settings', async () => {
    memberServer();
    await renderApp({ path: '/profile' });

    expect(await screen.findByRole('article', { name: 'Profile of Ana' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Profile menu' });
    expect(within(menu).getAllByRole('link').map((link) => [link.querySelector('span span')?.textContent, link.getAttribute('href')])).toEqual([
      ['Edit profile', '/profile/edit'],
      ['Preview my profile', '/profile/preview'],
      ['Photos', '/photos'],
      ['Profile checklist', '/profile/checklist'],
      ['Settings', '/settings'],
    ]);
  });
});
