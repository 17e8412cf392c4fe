import { lazy, type ComponentType } from 'react';

/** Lazy chunks are retried 5 times, 1 s apart (spec 1 §8): a flaky connection or a deploy in progress. */
export const CHUNK_RETRIES = 5;
export const CHUNK_RETRY_DELAY_MS = 1000;

export async function importWithRetry<T>(load: () => Promise<T>, retries = CHUNK_RETRIES, delayMs = CHUNK_RETRY_DELAY_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy accepts any component props
export function lazyWithRetry<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWithRetry(load));
}
