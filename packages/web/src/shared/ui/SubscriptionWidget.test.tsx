import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { SubscriptionWidget } from './SubscriptionWidget.tsx';

const widget = () => screen.getByRole('region', { name: 'Premium' });

describe('SubscriptionWidget (spec 3 §2)', () => {
  it('is a region named by its header, with main text, footer and icon', async () => {
    await renderUi(<SubscriptionWidget header="Premium" text="Renews on 1 June" footer="Billed monthly" icon="crown" sentiment="positive" />);
    expect(widget().textContent).toContain('Renews on 1 June');
    expect(widget().textContent).toContain('Billed monthly');
    expect(widget().querySelector('[data-icon="crown"]')).not.toBeNull();
    expect(widget().dataset.sentiment).toBe('positive');
  });

  it('says "Active" when active', async () => {
    await renderUi(<SubscriptionWidget header="Premium" text="Renews on 1 June" active />);
    expect(widget().dataset.active).toBe('true');
    expect(widget().textContent).toContain('Active');
    expect(widget().textContent).not.toContain('Paused');
  });

  it('says "Paused" when paused, even if active', async () => {
    await renderUi(<SubscriptionWidget header="Premium" text="Resumes on 8 June" active paused />);
    expect(widget().dataset.paused).toBe('true');
    expect(widget().textContent).toContain('Paused');
    expect(widget().textContent).not.toContain('Active');
  });

  it('shows no state and a neutral tone by default', async () => {
    await renderUi(<SubscriptionWidget header="Premium" text="Not subscribed" />);
    expect(widget().dataset.sentiment).toBe('neutral');
    expect(widget().querySelector('[data-state]')).toBeNull();
    expect(widget().querySelector('svg')).toBeNull();
  });
});
