import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Radio } from './Radio.tsx';
import styles from './choice.module.css';

function Plans({ look }: { look?: 'row' | 'card' | 'chip' }) {
  const [plan, setPlan] = useState('month');
  return (
    <fieldset>
      <legend>Plan</legend>
      {['month', 'year', 'week'].map((key) => (
        <Radio key={key} look={look} name="plan" value={key} label={key} description={key === 'year' ? 'Two months free' : undefined} checked={plan === key} onChange={() => setPlan(key)} disabled={key === 'week'} />
      ))}
    </fieldset>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('Radio', () => {
  it('is a native radio named by its label, in the kit look', () => {
    render(<Plans />);
    expect(radio('month').checked).toBe(true);
    expect(radio('year').checked).toBe(false);
    expect(radio('year').closest('label')?.className).toContain(styles.radio);
    expect(radio('year').closest('label')?.className).toContain(styles.row);
    expect(radio('year').className).toBe(styles.input);
    expect(screen.getByText('Two months free').className).toBe(styles.description);
  });

  it('is chosen by a tap on its label and by the arrow keys, skipping a disabled one', async () => {
    const user = userEvent.setup();
    render(<Plans />);
    await user.click(screen.getByText('year'));
    expect(radio('year').checked).toBe(true);
    expect(radio('month').checked).toBe(false);

    await user.keyboard('{ArrowUp}');
    expect(radio('month').checked).toBe(true);
    expect(document.activeElement).toBe(radio('month'));
    expect(radio('week').disabled).toBe(true);
    expect(radio('week').closest('label')?.dataset.disabled).toBe('true');
  });

  it('reaches a group with Tab on its chosen option', async () => {
    const user = userEvent.setup();
    render(<Plans look="card" />);
    await user.tab();
    expect(document.activeElement).toBe(radio('month'));
    expect(radio('month').closest('label')?.className).toContain(styles.card);
  });
});
