import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/preact';
import { renderUi } from '../../test/render-ui.tsx';
import { SearchInput } from './SearchInput.tsx';
import { acceptsSearchText } from './search-text.ts';

/** Renders with real timers (translations load over fetch), then freezes the clock. */
async function renderSearch(props: Partial<Parameters<typeof SearchInput>[0]> = {}) {
  const onSearch = vi.fn();
  await renderUi(<SearchInput onSearch={onSearch} {...props} />);
  vi.useFakeTimers();
  const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
  return { onSearch, input, type: (value: string) => fireEvent.change(input, { target: { value } }) };
}

describe('SearchInput (spec 3 §5, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches for the trimmed text 300 ms after the last keystroke', async () => {
    const { input, onSearch, type } = await renderSearch();

    type(' Ber');
    act(() => void vi.advanceTimersByTime(299));
    type(' Berlin ');
    act(() => void vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Berlin');
    expect(input.value).toBe(' Berlin ');
  });

  it('does not search again when only the surrounding spaces changed', async () => {
    const { onSearch, type } = await renderSearch();

    type('Rome');
    act(() => void vi.advanceTimersByTime(300));
    type('Rome  ');
    act(() => void vi.advanceTimersByTime(300));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Rome');
  });

  it('takes another debounce time', async () => {
    const { onSearch, type } = await renderSearch({ debounceMs: 1000 });

    type('Oslo');
    act(() => void vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Oslo');
  });

  it('keeps its previous text when a character is not allowed', async () => {
    const { input, onSearch, type } = await renderSearch({ allowedCharacters: /[\p{L} ]/u });

    type('Pa');
    type('Pa1');
    expect(input.value).toBe('Pa');
    act(() => void vi.advanceTimersByTime(300));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Pa');
  });

  it('keeps its previous text past the maximum length', async () => {
    const { input, type } = await renderSearch({ maxLength: 4 });

    type('Lisb');
    type('Lisbo');

    expect(input.value).toBe('Lisb');
  });

  it('clears at once with the clear button, cancelling a pending search', async () => {
    const { input, onSearch, type } = await renderSearch();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    type('Madrid');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('acceptsSearchText', () => {
  it('has no limits by default', () => {
    expect(acceptsSearchText('x'.repeat(10_000), {})).toBe(true);
  });

  it('counts characters, not UTF-16 units, against the maximum length', () => {
    expect(acceptsSearchText('😀😀', { maxLength: 2 })).toBe(true);
    expect(acceptsSearchText('😀😀😀', { maxLength: 2 })).toBe(false);
  });

  it('checks every character against a RegExp, whatever its flags', () => {
    expect(acceptsSearchText('São Paulo', { allowedCharacters: /[\p{L} ]/gu })).toBe(true);
    expect(acceptsSearchText('São Paulo 2', { allowedCharacters: /[\p{L} ]/gu })).toBe(false);
  });

  it('asks a predicate about the whole text', () => {
    const noDoubleSpace = (text: string) => !text.includes('  ');
    expect(acceptsSearchText('New York', { allowedCharacters: noDoubleSpace })).toBe(true);
    expect(acceptsSearchText('New  York', { allowedCharacters: noDoubleSpace })).toBe(false);
  });
});
