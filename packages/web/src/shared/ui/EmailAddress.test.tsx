import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { EmailAddress } from './EmailAddress.tsx';
import styles from './EmailAddress.module.css';

describe('EmailAddress', () => {
  it('keeps the address whole, with a break opportunity after the @ and before each dot', () => {
    const { container } = render(<EmailAddress address="sofia.marques@mail.example.com" />);
    const address = container.firstElementChild as HTMLElement;
    expect(address.className).toBe(styles.address);
    expect(address.textContent).toBe('sofia.marques@mail.example.com');
    expect(address.innerHTML.replace(/<wbr>/g, '|')).toBe('sofia|.marques@|mail|.example|.com');
  });

  it('shows a text without an @ as it is', () => {
    const { container } = render(<EmailAddress address="nobody" />);
    expect(container.textContent).toBe('nobody');
    expect(container.querySelector('wbr')).toBeNull();
  });
});
