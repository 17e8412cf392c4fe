import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { MenuItem } from './MenuItem.tsx';

describe('MenuItem (spec 3 §2)', () => {
  it('links to its path, named by title and subtitle', async () => {
    const { user, router } = await renderUi(<MenuItem to="/settings/language" title="Language" subtitle="English" />);

    await user.click(screen.getByRole('link', { name: 'Language English' }));

    expect(router.state.location.pathname).toBe('/settings/language');
  });

  it('shows only the title when there is no subtitle', async () => {
    await renderUi(<MenuItem to="/help" title="Help" />);

    expect(screen.getByRole('link').textContent).toBe('Help');
  });
});
