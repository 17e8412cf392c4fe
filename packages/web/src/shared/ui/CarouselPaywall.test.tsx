import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { CarouselPaywall } from './CarouselPaywall.tsx';
import type { TierName } from './tier-themes.ts';

function paywall(tier: TierName) {
  return (
    <CarouselPaywall
      tier={tier}
      title="Get more matches"
      carousel={<p>slides</p>}
      tariffs={<p>tariffs</p>}
      text={<p>terms</p>}
      button={<button type="button">Continue</button>}
    />
  );
}

const theme = () => screen.getByRole('region', { name: 'Get more matches' }).parentElement!;

describe('CarouselPaywall (spec 3 §2)', () => {
  it('is dark for premium plus', async () => {
    await renderUi(paywall('premium plus'));
    expect(theme().dataset.tier).toBe('premium plus');
    expect(theme().dataset.mode).toBe('dark');
  });

  it.each<TierName>(['premium base', 'vip', 'coins', 'boost'])('is light for %s', async (tier) => {
    await renderUi(paywall(tier));
    expect(theme().dataset.tier).toBe(tier);
    expect(theme().dataset.mode).toBe('light');
  });

  it('lays out title, carousel, tariffs, text and button in that order', async () => {
    await renderUi(paywall('premium base'));
    const region = screen.getByRole('region', { name: 'Get more matches' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Get more matches');
    expect([...region.children].map((slot) => slot.textContent)).toEqual(['Get more matches', 'slides', 'tariffs', 'terms', 'Continue']);
  });

  it('leaves the text slot out when there is no text', async () => {
    await renderUi(<CarouselPaywall tier="vip" title="VIP" carousel="slides" tariffs="tariffs" button="Continue" />);
    expect([...screen.getByRole('region', { name: 'VIP' }).children]).toHaveLength(4);
  });
});
