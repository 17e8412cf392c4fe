import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { json } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { album, albumPhoto, memberProfile, memberServer } from './test-member.ts';

const ALBUM = 'GET /apis/photos/v1/users/me/albums/-3';

async function openPreview() {
  const app = await renderApp({ path: '/profile/preview' });
  await screen.findByRole('heading', { name: /Ana, 31/ });
  return app;
}

describe('profile preview (spec 1 §2)', () => {
  it('shows the profile as others see it: moderated photos only, cover first, and a note on pending ones', async () => {
    const server = memberServer({ profile: memberProfile({ user_mood: 3, goal: [1], height: 165, interests: [] }) });
    server.on(ALBUM, () => json(200, album([albumPhoto('p-old', 3), albumPhoto('p-pending', 2), albumPhoto('p-cover', 3)], 'p-cover')));
    await openPreview();

    // The carousel hides the slides not in view from assistive technology; all of them are in the page.
    const photos = await screen.findAllByRole('img', { name: /Photo \d of Ana/, hidden: true });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/media/photos/p-cover/thumb_600.jpg', '/media/photos/p-old/thumb_600.jpg']);
    expect(screen.getByText("Photos that are still being checked aren't shown yet. They'll appear once approved.")).toBeTruthy();

    const glance = screen.getByRole('list', { name: 'At a glance' });
    expect(within(glance).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Berlin', 'Coffee', 'Taurus']);
    const relationships = screen.getByRole('region', { name: 'Relationships' });
    expect(within(relationships).getByText('Goal').nextElementSibling?.textContent).toBe('Relationship');
    expect(within(screen.getByRole('region', { name: 'Appearance' })).getByText('165 cm')).toBeTruthy();
    // Unanswered sections are not shown, as on a contact profile.
    expect(screen.queryByRole('region', { name: 'Lifestyle' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Interests' })).getByText('No interests chosen yet.')).toBeTruthy();
  });

  it('shows the empty states of a profile with no photos and no answers', async () => {
    memberServer().on(ALBUM, () => json(200, album([])));
    await openPreview();

    await screen.findByRole('img', { name: 'No photos yet' });
    expect(screen.queryByText(/being checked/)).toBeNull();
    expect(screen.getByText(/You haven't shared anything about yourself yet/)).toBeTruthy();
  });

  it('offers a retry when the photos cannot be loaded', async () => {
    let answers = 0;
    memberServer().on(ALBUM, () => (++answers === 1 ? json(500, { code: 500, message: 'down' }) : json(200, album([albumPhoto('p-1', 3)]))));
    const { user } = await openPreview();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your photos.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('img', { name: 'Photo 1 of Ana' })).toBeTruthy();
  });
});
