import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { IconBadge } from './IconBadge.tsx';
import type { TierName } from './tier-themes.ts';

describe('IconBadge (spec 3 §5, §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the given icon, named when labelled', async () => {
    await renderUi(<IconBadge icon="verified" label="Verified" />);

    expect(screen.getByRole('img', { name: 'Verified' }).getAttribute('data-icon')).toBe('verified');
  });

  it("falls back to the tier theme's own icon, in the tier's colours", async () => {
    const { container } = await renderUi(<IconBadge tier="premium plus" />);

    expect(container.querySelector('[data-icon]')!.getAttribute('data-icon')).toBe('crown');
    expect(container.querySelector('[data-tier]')!.getAttribute('data-tier')).toBe('premium plus');
  });

  it('prefers the given icon to the tier one', async () => {
    const { container } = await renderUi(<IconBadge tier="vip" icon="star" />);

    expect(container.querySelector('[data-icon]')!.getAttribute('data-icon')).toBe('star');
  });

  it('throws "Icon cannot be empty." with neither an icon nor a tier icon', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<IconBadge />)).toThrow(new Error('Icon cannot be empty.'));
    expect(() => render(<IconBadge tier={'gold' as TierName} />)).toThrow(new Error('Icon cannot be empty.'));
  });
});
