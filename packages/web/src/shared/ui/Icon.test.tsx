import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { Icon } from './Icon.tsx';

describe('Icon', () => {
  it('points at its sprite symbol and is hidden from assistive technology when decorative', () => {
    const { container } = render(<Icon name="crown" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('#icon-crown');
  });

  it('is an image named by its label when labelled', () => {
    render(<Icon name="verified" label="Verified profile" />);
    const image = screen.getByRole('img', { name: 'Verified profile' });
    expect(image.getAttribute('aria-hidden')).toBeNull();
  });

  it('takes a pixel size', () => {
    const { container } = render(<Icon name="check" size={14} />);
    expect(container.querySelector('svg')!.style.getPropertyValue('--icon-size')).toBe('14px');
  });
});
