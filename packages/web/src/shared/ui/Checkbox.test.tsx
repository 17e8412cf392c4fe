import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';
import styles from './choice.module.css';

function Agreement({ look }: { look?: 'row' | 'chip' }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Checkbox
      look={look}
      label={
        <>
          I agree to the <a href="/terms">terms</a>
        </>
      }
      checked={agreed}
      onChange={(event) => setAgreed(event.target.checked)}
    />
  );
}

const checkbox = () => screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;

describe('Checkbox', () => {
  it('is a native checkbox named by its label, in the kit look', () => {
    render(<Agreement />);
    expect(checkbox().checked).toBe(false);
    expect(checkbox().closest('label')?.className).toContain(styles.checkbox);
    expect(checkbox().className).toBe(styles.input);
  });

  it('toggles with a tap on its label and with Space, not when a link in it is followed', async () => {
    const user = userEvent.setup();
    render(<Agreement />);
    await user.click(screen.getByText(/I agree/));
    expect(checkbox().checked).toBe(true);

    await user.keyboard(' ');
    expect(document.activeElement).toBe(checkbox());
    expect(checkbox().checked).toBe(false);

    screen.getByRole('link', { name: 'terms' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'terms' }));
    expect(checkbox().checked).toBe(false);
  });

  it('as a chip is still a checkbox, focusable with Tab', async () => {
    const user = userEvent.setup();
    render(<Agreement look="chip" />);
    await user.tab();
    expect(document.activeElement).toBe(checkbox());
    expect(checkbox().closest('label')?.className).toContain(styles.chip);
    await user.keyboard(' ');
    expect(checkbox().checked).toBe(true);
  });
});
