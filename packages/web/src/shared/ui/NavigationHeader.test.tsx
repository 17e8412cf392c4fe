import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { NavigationHeader } from './NavigationHeader.tsx';

describe('NavigationHeader (spec 3 §2)', () => {
  it('shows the title and a back button that goes to the given path', async () => {
    const { user, router } = await renderUi(<NavigationHeader title="Settings" backTo="/profile" />, { path: '/settings' });

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back' }));

    expect(router.state.location.pathname).toBe('/profile');
  });

  it('has no back button without a path', async () => {
    await renderUi(<NavigationHeader title="Matches" />);

    expect(screen.getByRole('heading', { name: 'Matches' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
