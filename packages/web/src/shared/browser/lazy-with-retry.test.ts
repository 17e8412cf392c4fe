import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, importWithRetry } from './lazy-with-retry.ts';

describe('importWithRetry (spec 1 §8: lazy chunks retried 5 times, 1 s apart)', () => {
  it('retries a failing import 1 s apart until it loads', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('module');

    const pending = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);

    await expect(pending).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error after 5 retries', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('offline'));

    const pending = importWithRetry(load);
    const outcome = expect(pending).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(CHUNK_RETRIES * CHUNK_RETRY_DELAY_MS);
    await outcome;

    expect(CHUNK_RETRIES).toBe(5);
    expect(load).toHaveBeenCalledTimes(1 + CHUNK_RETRIES);
  });
});
