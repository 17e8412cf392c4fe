import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { PageLayout } from './PageLayout.tsx';

describe('PageLayout (the logged-out form pages’ frame)', () => {
  it('has a back link with its label that goes to the given path', async () => {
    const { user, router } = await renderUi(
      <PageLayout back={{ to: '/login', label: 'Back to login' }}>
        <h1>Forgot your password?</h1>
      </PageLayout>,
      { path: '/sign/recoverrequest' },
    );

    await user.click(screen.getByRole('link', { name: 'Back to login' }));

    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the brand logo on top and the page in the main landmark, with no back link unless given', async () => {
    await renderUi(
      <PageLayout centered>
        <h1>Check your e-mail</h1>
      </PageLayout>,
    );

    expect(within(screen.getByRole('banner')).getByRole('img', { name: /Amora/ })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
