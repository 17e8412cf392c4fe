import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { ActionToast, type ActionToastNote } from './ActionToast.tsx';

const note = (id: number, action?: () => void): ActionToastNote<number> => ({
  id,
  message: `Note ${id}`,
  ...(action ? { action: { label: 'Undo', onAction: action } } : {}),
});

function show(current: ActionToastNote<number> | null, onDismiss: (id: number) => void) {
  return <ActionToast note={current} closeLabel="Close" timeoutMs={5000} onDismiss={onDismiss} />;
}

describe('ActionToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a polite live region in the page and shows the note with its action in it', () => {
    const view = render(show(null, vi.fn()));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => void view.rerender(show(note(1, vi.fn()), vi.fn())));
    expect(screen.getByRole('status').textContent).toContain('Note 1');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows no action button for a note without one', () => {
    render(show(note(1), vi.fn()));
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Close']);
  });

  it('dismisses the note once when its time is up', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const view = render(show(note(1), onDismiss));
    act(() => void vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(1);
    act(() => void view.rerender(show(null, onDismiss)));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses the note once when it is closed', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(show(note(1), onDismiss));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('runs the action instead of dismissing, even after the note has gone', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const onAction = vi.fn();
    const view = render(show(note(1, onAction), onDismiss));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    act(() => void view.rerender(show(null, onDismiss)));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('dismisses a note replaced by the next one or taken off the page, each with its own time', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const view = render(show(note(1), onDismiss));
    act(() => void vi.advanceTimersByTime(3000));
    act(() => void view.rerender(show(note(2), onDismiss)));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(1);
    expect(screen.getByRole('status').textContent).toContain('Note 2');
    act(() => void vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => void view.unmount());
    expect(onDismiss).toHaveBeenLastCalledWith(2);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
