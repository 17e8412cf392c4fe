import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { PasswordField } from './PasswordField.tsx';

function Form() {
  const [password, setPassword] = useState('');
  return (
    <PasswordField
      label="Password"
      value={password}
      autoComplete="current-password"
      showLabel="Show password"
      hideLabel="Hide password"
      onChange={(event) => setPassword(event.target.value)}
    />
  );
}

const input = () => screen.getByLabelText('Password') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('PasswordField (spec 3 §4)', () => {
  it('offers the show/hide toggle only while there is a value', () => {
    render(<Form />);
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();

    type('s3cret');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();

    type('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles between hidden and shown', () => {
    render(<Form />);
    type('s3cret');
    expect(input().type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input().type).toBe('password');
  });

  it('hides the text again once the field was emptied', () => {
    render(<Form />);
    type('s3cret');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));

    type('');
    type('n');

    expect(input().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
  });
});
