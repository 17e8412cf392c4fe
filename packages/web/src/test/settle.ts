import { act } from '@testing-library/preact';
import { vi } from 'vitest';

/** Lets pending promises (tracking and refresh calls through the fake fetch) run without moving the clock. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  });
}

/** Moves the fake clock by `ms`, then lets what that started settle. */
export async function advanceAndSettle(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
}
