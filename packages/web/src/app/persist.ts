import { savePersistedState } from '../shared/browser/persisted-state.ts';
import type { AppStore } from './store.ts';

/** Local storage is written at most once a second (spec 1 §4). */
export const PERSIST_THROTTLE_MS = 1000;

/** Saves the surviving part of the state (shared/browser/persisted-state.ts) when it changes. */
export function persistState(store: AppStore): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = store.getState().login;
  const flush = () => {
    timer = null;
    const { email, resendAvailableAt } = store.getState().login;
    savePersistedState({ login: { email, resendAvailableAt } });
  };
  const unsubscribe = store.subscribe(() => {
    const login = store.getState().login;
    if (login === last) return;
    last = login;
    timer ??= setTimeout(flush, PERSIST_THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
