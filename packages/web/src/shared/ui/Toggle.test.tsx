import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Toggle } from './Toggle.tsx';
import styles from './Toggle.module.css';

function Setting({ initial = false, disabled = false }: { initial?: boolean; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return <Toggle id="offers" label="Special offers" description="Now and then" checked={on} disabled={disabled} onChange={(event) => setOn(event.target.checked)} />;
}

const toggle = () => screen.getByRole('switch', { name: 'Special offers' }) as HTMLInputElement;

describe('Toggle', () => {
  it('is a switch named by its label and described by its text, drawn as the kit track', () => {
    render(<Setting />);
    expect(toggle().type).toBe('checkbox');
    expect(toggle().checked).toBe(false);
    expect(toggle().getAttribute('aria-describedby')).toBe('offers-description');
    expect(document.getElementById('offers-description')?.textContent).toBe('Now and then');
    expect(document.getElementById('offers-label')?.textContent).toBe('Special offers');
    expect(toggle().nextElementSibling?.className).toBe(styles.track);
  });

  it('switches with a tap on its label and with Space', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    await user.click(screen.getByText('Special offers'));
    expect(toggle().checked).toBe(true);

    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(toggle());
    await user.keyboard(' ');
    expect(toggle().checked).toBe(false);
  });

  it('stays as it is when disabled', async () => {
    const user = userEvent.setup();
    render(<Setting initial disabled />);
    await user.click(screen.getByText('Special offers'));
    expect(toggle().checked).toBe(true);
    expect(toggle().disabled).toBe(true);
  });
});
