import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { Countdown } from './Countdown.tsx';

describe('Countdown (spec 3 §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second, and at zero stops and calls the time-out handler exactly once', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown until={Date.now() + 3000} onDone={onDone} />);
    const time = () => screen.getByText(/^\d\d:\d\d$/);
    expect(time().textContent).toBe('00:03');

    act(() => void vi.advanceTimersByTime(999));
    expect(time().textContent).toBe('00:03');
    act(() => void vi.advanceTimersByTime(1));
    expect(time().textContent).toBe('00:02');
    expect(time().getAttribute('datetime')).toBe('PT2S');
    act(() => void vi.advanceTimersByTime(1000));
    expect(time().textContent).toBe('00:01');
    expect(onDone).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1000));
    expect(time().textContent).toBe('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(10_000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notices a deadline between two ticks at the next tick, a second apart', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown until={Date.now() + 2500} onDone={onDone} />);

    act(() => void vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('00:01')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByText('00:00')).toBeTruthy();
  });

  it('keeps its clock and calls the latest handler when the caller re-renders with a new one', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const latest = vi.fn();
    const until = Date.now() + 2000;
    const { rerender } = render(<Countdown until={until} onDone={first} />);

    act(() => void vi.advanceTimersByTime(1500));
    rerender(<Countdown until={until} onDone={latest} />);
    act(() => void vi.advanceTimersByTime(500));
    expect(latest).toHaveBeenCalledTimes(1);

    const afterZero = vi.fn();
    rerender(<Countdown until={until} onDone={afterZero} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(afterZero).not.toHaveBeenCalled();
  });
});
