import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './Disclosure.tsx';
import styles from './Disclosure.module.css';

const details = () => screen.getByText('How do I verify my photos?').closest('details')!;

describe('Disclosure', () => {
  it('is a closed <details> whose summary names it, with the kit chevron instead of the marker', () => {
    render(
      <Disclosure summary="How do I verify my photos?">
        <p>Take a selfie.</p>
      </Disclosure>,
    );
    expect(details().open).toBe(false);
    expect(details().className).toBe(styles.disclosure);
    const summary = details().querySelector('summary')!;
    expect(summary.className).toBe(styles.summary);
    expect(summary.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Take a selfie.').parentElement?.className).toBe(styles.content);
  });

  // Enter and Space on a focused summary open it natively (checked in Chromium by
  // e2e/own-space-screens.e2e.ts); happy-dom does not run that default action.
  it('opens and closes from its summary, which the keyboard reaches with Tab', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure summary="How do I verify my photos?">
        <p>Take a selfie.</p>
      </Disclosure>,
    );
    await user.tab();
    expect(document.activeElement).toBe(details().querySelector('summary'));

    await user.click(screen.getByText('How do I verify my photos?'));
    expect(details().open).toBe(true);
    await user.click(screen.getByText('How do I verify my photos?'));
    expect(details().open).toBe(false);
  });

  it('can start open', () => {
    render(
      <Disclosure summary="How do I verify my photos?" open>
        <p>Take a selfie.</p>
      </Disclosure>,
    );
    expect(details().open).toBe(true);
  });
});
