import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { BenefitsPopup } from './BenefitsPopup.tsx';
import { overlayLeaveMs } from './overlay-motion.ts';

const BENEFITS = ['Everyone who likes you', 'Undo a pass', 'Clear photos and full names'];

describe('BenefitsPopup', () => {
  afterEach(() => vi.useRealTimers());

  it('names why it opened and lists what premium adds, in order, as a list', async () => {
    await renderUi(<BenefitsPopup title="You’re out of likes" description="Your likes refill within 24 hours." benefits={BENEFITS} closeLabel="Got it" onClose={() => {}} />);

    const popup = screen.getByRole('dialog', { name: 'You’re out of likes', description: 'Your likes refill within 24 hours.' });
    expect(within(popup).getAllByRole('listitem').map((item) => item.textContent)).toEqual(BENEFITS);
  });

  it('closes with its one button, like the ✕', async () => {
    const onClose = vi.fn();
    await renderUi(<BenefitsPopup title="What premium shows you" benefits={BENEFITS} closeLabel="Got it" onClose={onClose} />);
    vi.useFakeTimers();

    const popup = screen.getByRole('dialog', { name: 'What premium shows you' });
    expect(within(popup).getAllByRole('button').map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Close', 'Got it']);
    fireEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(overlayLeaveMs())));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
