import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { MessageTextarea } from './MessageTextarea.tsx';
import { textareaRows } from './textarea-rows.ts';

const LINE = 20;
const PADDING = 10;

/** happy-dom has no layout: the text is as tall as its lines, like in a browser without wrapping. */
beforeEach(() => {
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLTextAreaElement) {
    return this.value.split('\n').length * LINE + 2 * PADDING;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Composer({ maxRows }: { maxRows?: number }) {
  const [text, setText] = useState('');
  return (
    <MessageTextarea
      label="Message"
      value={text}
      maxRows={maxRows}
      style={{ lineHeight: `${LINE}px`, padding: `${PADDING}px 16px` }}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');

describe('MessageTextarea (spec 3 §5, §9)', () => {
  it('grows from 1 row with its text up to 6 rows, then stays there', () => {
    render(<Composer />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.getAttribute('rows')).toBe('1');

    fireEvent.change(field, { target: { value: lines(3) } });
    expect(field.getAttribute('rows')).toBe('3');
    fireEvent.change(field, { target: { value: lines(6) } });
    expect(field.getAttribute('rows')).toBe('6');
    fireEvent.change(field, { target: { value: lines(12) } });
    expect(field.getAttribute('rows')).toBe('6');

    fireEvent.change(field, { target: { value: '' } });
    expect(field.getAttribute('rows')).toBe('1');
  });

  it('takes another maximum', () => {
    render(<Composer maxRows={3} />);
    const field = screen.getByRole('textbox', { name: 'Message' });

    fireEvent.change(field, { target: { value: lines(5) } });
    expect(field.getAttribute('rows')).toBe('3');
  });
});

describe('textareaRows', () => {
  const measure = (scrollHeight: number, maxRows = 6) => textareaRows({ scrollHeight, lineHeight: 22.5, paddingBlock: 20, maxRows });

  it('counts lines of text inside the padding', () => {
    expect(measure(20 + 22.5)).toBe(1);
    expect(measure(20 + 90)).toBe(4);
  });

  it('absorbs the whole-pixel rounding of scrollHeight', () => {
    expect(measure(20 + 68)).toBe(3);
    expect(measure(20 + 67)).toBe(3);
  });

  it('stays between 1 and the maximum', () => {
    expect(measure(0)).toBe(1);
    expect(measure(20 + 1000)).toBe(6);
    expect(measure(20 + 1000, 4)).toBe(4);
  });

  it('falls back to one row when the line height is unknown', () => {
    expect(textareaRows({ scrollHeight: 200, lineHeight: Number.NaN, paddingBlock: 0, maxRows: 6 })).toBe(1);
  });
});
