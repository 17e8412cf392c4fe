import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/preact';
import { brandById, brandPalette } from '@amora/contracts';
import { renderUi } from '../../test/render-ui.tsx';
import { TierTheme } from './TierTheme.tsx';
import { tierPalette } from './tier-themes.ts';

const amora = brandById(7)!;
const luna = brandById(53)!;

/** matchMedia is the environment's colour-scheme edge; `dark` says what the system prefers. */
function systemPrefers(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const region = () => screen.getByText('inside').parentElement!;

describe('TierTheme', () => {
  it('sets the tier variables for the system mode and marks the tier', async () => {
    systemPrefers(true);
    await renderUi(
      <TierTheme tier="coins">
        <p>inside</p>
      </TierTheme>,
    );
    expect(region().dataset.tier).toBe('coins');
    expect(region().dataset.mode).toBe('dark');
    for (const [name, value] of Object.entries(tierPalette('coins', 'dark', amora.theme))) expect(region().style.getPropertyValue(name)).toBe(value);
  });

  it('forces a mode with the brand palette of that mode, whatever the system prefers', async () => {
    systemPrefers(false);
    await renderUi(
      <TierTheme tier="premium plus" mode="dark">
        <p>inside</p>
      </TierTheme>,
    );
    expect(region().dataset.mode).toBe('dark');
    expect(region().style.getPropertyValue('--tier-bg')).toBe(tierPalette('premium plus', 'dark', amora.theme)['--tier-bg']);
    expect(region().style.getPropertyValue('--color-bg')).toBe(brandPalette(amora, 'dark')['--color-bg']);
    expect(region().style.colorScheme).toBe('dark');
  });

  it("uses the brand's override where it has one", async () => {
    systemPrefers(false);
    await renderUi(
      <TierTheme tier="premium plus">
        <p>inside</p>
      </TierTheme>,
      { brand: luna },
    );
    const own = tierPalette('premium plus', 'light', 'luna')['--tier-accent'];
    expect(own).not.toBe(tierPalette('premium plus', 'light', 'default')['--tier-accent']);
    expect(region().style.getPropertyValue('--tier-accent')).toBe(own);
  });
});
