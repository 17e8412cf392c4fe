import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { CounterBadge } from './CounterBadge.tsx';

const shown = (element: ReactElement) => render(element).container.textContent;

describe('CounterBadge (spec 3 §5, §9)', () => {
  it('is hidden below the minimum, 1 by default', () => {
    expect(shown(<CounterBadge count={0} />)).toBe('');
    expect(shown(<CounterBadge count={1} />)).toBe('1');
    expect(shown(<CounterBadge count={2} min={3} />)).toBe('');
    expect(shown(<CounterBadge count={3} min={3} />)).toBe('3');
  });

  it('shows "99+" above 99 by default, and another maximum with its plus', () => {
    expect(shown(<CounterBadge count={99} />)).toBe('99');
    expect(shown(<CounterBadge count={100} />)).toBe('99+');
    expect(shown(<CounterBadge count={10} max={9} />)).toBe('9+');
  });
});
