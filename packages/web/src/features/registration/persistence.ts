import type { RegistrationData } from './registration-data.ts';
import type { RegistrationState } from './registration-slice.ts';
import type { Flow, StepId } from './steps.ts';

/** The registration progress kept in local storage so a reload continues where it was. */
export interface SavedRegistration {
  flow: Flow;
  data: RegistrationData;
  completedIds: StepId[];
  skippedIds: StepId[];
  skipOneUsed: boolean;
  current: StepId | null;
}

const STORAGE_KEY = 'amora.registration';

export function loadRegistration(flow: Flow): SavedRegistration | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SavedRegistration | null;
    return saved && saved.flow === flow && typeof saved.data === 'object' ? saved : null;
  } catch {
    return null;
  }
}

/** The password is never written to storage; the member types it again after a reload. */
export function saveRegistration(state: RegistrationState): void {
  const { password: _password, ...data } = state.data;
  const saved: SavedRegistration = {
    flow: state.flow,
    data,
    completedIds: state.completedIds.filter((id) => id !== 'password'),
    skippedIds: state.skippedIds,
    skipOneUsed: state.skipOneUsed,
    current: state.current,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
}

export function clearRegistration(): void {
  localStorage.removeItem(STORAGE_KEY);
}
