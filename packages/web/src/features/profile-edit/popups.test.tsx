import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { renderApp } from '../../test/render-app.tsx';
import { memberServer } from './test-member.ts';

describe('profile popups (spec 1 §2)', () => {
  it('check_list_success_popup congratulates and leads to the preview', async () => {
    memberServer();
    const { user, router } = await renderApp({ path: '/profile?popup=check_list_success_popup' });

    const popup = await screen.findByRole('dialog', { name: 'Your profile is complete' });
    await user.click(within(popup).getByRole('button', { name: 'See how others see me' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/preview'));
    expect(screen.queryByRole('dialog', { name: 'Your profile is complete' })).toBeNull();
  });

  it('profile_steps_success_popup leads back to the profile edit', async () => {
    memberServer();
    const { user, router } = await renderApp({ path: '/profile?popup=profile_steps_success_popup' });

    const popup = await screen.findByRole('dialog', { name: 'All done!' });
    await user.click(within(popup).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
  });
});
