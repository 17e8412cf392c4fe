import type { RegistrationData } from './registration-data.ts';
import type { PhotoPreview, RegistrationState } from './registration-slice.ts';
import type { Flow, StepId } from './steps.ts';

/** The registration progress kept in local storage so a reload continues where it was. */
export interface SavedRegistration {
  flow: Flow;
  data: RegistrationData;
  completedIds: StepId[];
  skippedIds: StepId[];
  skipOneUsed: boolean;
  current: StepId | null;
  /** The steps hidden at the first start, so the step list (and counter) survive the reload. */
  disabledIds?: StepId[];
  /** The uploaded photo's preview URL with its hid, so the photo step shows it again. */
  photoPreview?: PhotoPreview | null;
  /** The password step was showing, asked again at the finish. */
  passwordAgain?: boolean;
}

const STORAGE_KEY = 'amora.registration';

function isPhotoPreview(value: unknown): value is PhotoPreview {
  const preview = value as Partial<PhotoPreview> | null | undefined;
  return typeof preview?.hid === 'string' && typeof preview.url === 'string' && preview.url !== '' && typeof preview.imported === 'boolean';
}

export function loadRegistration(flow: Flow): SavedRegistration | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SavedRegistration | null;
    if (!saved || saved.flow !== flow || typeof saved.data !== 'object') return null;
    return { ...saved, photoPreview: isPhotoPreview(saved.photoPreview) ? saved.photoPreview : null };
  } catch {
    return null;
  }
}

/**
 * The password is never written to storage (nor sent with the saved answers). Its step stays
 * completed, so a reload resumes where the member was; the finish asks for it again, saying why.
 */
export function saveRegistration(state: RegistrationState): void {
  const { password: _password, ...data } = state.data;
  const saved: SavedRegistration = {
    flow: state.flow,
    data,
    completedIds: state.completedIds,
    skippedIds: state.skippedIds,
    skipOneUsed: state.skipOneUsed,
    current: state.current,
    disabledIds: state.order.filter((id) => state.steps[id]?.isDisabled),
    photoPreview: state.photoPreview,
    passwordAgain: state.passwordAgain,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
}

export function clearRegistration(): void {
  localStorage.removeItem(STORAGE_KEY);
}
