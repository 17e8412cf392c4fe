/**
 * The slice of state that survives a reload (spec 1 §4: saved to local storage, throttled to 1 s).
 * Only what should survive: the login e-mail draft and the confirmation-resend deadline.
 */
export interface PersistedState {
  login?: { email: string; resendAvailableAt: number | null };
}

const STORAGE_KEY = 'amora.state';

export function loadPersistedState(): PersistedState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as PersistedState) : {};
  } catch {
    return {};
  }
}

export function savePersistedState(state: PersistedState): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function clearPersistedState(): void {
  localStorage.removeItem(STORAGE_KEY);
}
