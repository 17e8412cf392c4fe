import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasValue, type RegistrationData } from './registration-data.ts';
import type { FieldName, Flow, Step, StepId } from './steps.ts';

/**
 * What the photo step shows of `data.photos`: the first photo's preview, from the URL the funnel
 * upload (or import) answered. Kept with the progress so a reload shows the photo again; a hid
 * without its preview is never kept (nothing would show what "uploaded" claims).
 */
export interface PhotoPreview {
  /** `data.photos[0]`, the photo `url` shows. */
  hid: string;
  /** The media URL the upload answered (signed, valid at least as long as the funnel photo lives). */
  url: string;
  /** Imported from Facebook rather than uploaded. */
  imported: boolean;
}

/** A funnel photo as the upload or import answered it. */
export interface AddedPhoto {
  hid: string;
  preview: string | null;
}

/** Registration state (spec 1 §3): step map, error map, skipped and completed ids, step count. */
export interface RegistrationState {
  flow: Flow;
  order: StepId[];
  steps: Partial<Record<StepId, Step>>;
  current: StepId | null;
  data: RegistrationData;
  /** Field → translation key of its error. */
  errors: Partial<Record<FieldName, string>>;
  skippedIds: StepId[];
  completedIds: StepId[];
  /** Steps the member actually sees (disabled ones left out). */
  stepCount: number;
  /** The organic visitor's single "skip one" is spent. */
  skipOneUsed: boolean;
  photoPreview: PhotoPreview | null;
  /**
   * The password step was passed, but its password is gone (it is never stored, so a reload
   * loses it): the step is asked again at the finish, says why, and finishes the sign-up itself.
   */
  passwordAgain: boolean;
}

export const initialRegistrationState: RegistrationState = {
  flow: 'default',
  order: [],
  steps: {},
  current: null,
  data: {},
  errors: {},
  skippedIds: [],
  completedIds: [],
  stepCount: 0,
  skipOneUsed: false,
  photoPreview: null,
  passwordAgain: false,
};

/** The steps the member sees, in order. */
export function visibleSteps(state: RegistrationState): Step[] {
  return state.order.map((id) => state.steps[id]!).filter((step) => !step.isDisabled);
}

function neighbour(state: RegistrationState, direction: 1 | -1): StepId | null {
  const visible = visibleSteps(state);
  const index = visible.findIndex((step) => step.id === state.current);
  return visible[index + direction]?.id ?? null;
}

/** A step left open that the member may leave open: skippable, or the one organic skip. */
function mayStayOpen(state: RegistrationState, step: Step): boolean {
  return state.skippedIds.includes(step.id) && (step.canSkip || step.canSkipOneStep);
}

/** Spec 1 §4.4: the first visible step neither completed nor legitimately skipped. */
export function firstIncompleteMandatory(state: RegistrationState): StepId | null {
  return visibleSteps(state).find((step) => !step.isCompleted && !mayStayOpen(state, step))?.id ?? null;
}

/**
 * Before signing up (every step answered or legitimately left open): the password has to be asked
 * again when the flow has a password step and the password is not there (lost to a reload).
 */
export function needsPasswordAgain(state: RegistrationState): boolean {
  const step = state.steps.password;
  return Boolean(step && !step.isDisabled && !hasValue(state.data.password));
}

export interface StartPayload {
  flow: Flow;
  steps: Step[];
  data: RegistrationData;
  /** Progress restored from local storage. */
  completedIds?: StepId[];
  skippedIds?: StepId[];
  skipOneUsed?: boolean;
  current?: StepId | null;
  /**
   * The steps hidden when the funnel first started (answered before it). Given, it replaces the
   * rule "data present → hidden" for the member's own answers, which the saved registration now
   * holds too: the step list, and so the counter, stay as they were before the reload.
   */
  disabledIds?: StepId[];
  photoPreview?: PhotoPreview | null;
  passwordAgain?: boolean;
}

function markOpen(state: RegistrationState, id: StepId) {
  const step = state.steps[id];
  if (step) step.isCompleted = false;
  state.completedIds = state.completedIds.filter((completed) => completed !== id);
}

function markCompleted(state: RegistrationState, id: StepId) {
  const step = state.steps[id];
  if (!step) return;
  step.isCompleted = true;
  if (!state.completedIds.includes(id)) state.completedIds.push(id);
  state.skippedIds = state.skippedIds.filter((skipped) => skipped !== id);
}

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    started(state, action: PayloadAction<StartPayload>) {
      const { flow, steps, data, disabledIds } = action.payload;
      const known = new Set(steps.map((step) => step.id));
      state.flow = flow;
      state.order = steps.map((step) => step.id);
      // A step stays hidden only if it was hidden at the first start: the ones the member answered
      // in the funnel are shown (completed), though the saved registration now answers them too.
      state.steps = Object.fromEntries(steps.map((step) => [step.id, { ...step, isDisabled: step.isDisabled && (!disabledIds || disabledIds.includes(step.id)) }]));
      state.data = { ...data };
      state.errors = {};
      state.completedIds = steps.filter((step) => step.isCompleted).map((step) => step.id);
      state.skippedIds = (action.payload.skippedIds ?? []).filter((id) => known.has(id));
      state.skipOneUsed = action.payload.skipOneUsed ?? false;
      for (const id of action.payload.completedIds ?? []) if (known.has(id)) markCompleted(state, id);
      // Photos the photo step could not show are not kept: that step is open again.
      const preview = action.payload.photoPreview ?? null;
      const shown = preview !== null && state.data.photos?.[0] === preview.hid;
      const photoStep = state.steps.uploadPhoto;
      if (photoStep && !photoStep.isDisabled && hasValue(state.data.photos) && !shown) {
        delete state.data.photos;
        markOpen(state, 'uploadPhoto');
      }
      state.photoPreview = shown ? preview : null;
      state.stepCount = visibleSteps(state).length;
      const restored = action.payload.current;
      state.current = restored && state.steps[restored] && !state.steps[restored].isDisabled ? restored : (visibleSteps(state)[0]?.id ?? null);
      state.passwordAgain = Boolean(action.payload.passwordAgain) && state.current === 'password';
    },
    fieldsChanged(state, action: PayloadAction<RegistrationData>) {
      Object.assign(state.data, action.payload);
      for (const field of Object.keys(action.payload) as FieldName[]) delete state.errors[field];
    },
    /**
     * The current step is answered: completed, then on to the next visible step (if any). The
     * password asked again at the finish stays put: the sign-up goes from there.
     */
    next(state) {
      if (!state.current) return;
      markCompleted(state, state.current);
      if (state.passwordAgain && state.current === 'password') return;
      state.current = neighbour(state, 1) ?? state.current;
    },
    previous(state) {
      state.passwordAgain = false;
      state.current = neighbour(state, -1) ?? state.current;
    },
    skip(state) {
      const step = state.current ? state.steps[state.current] : undefined;
      if (!step?.canSkip) return;
      if (!state.skippedIds.includes(step.id)) state.skippedIds.push(step.id);
      state.current = neighbour(state, 1) ?? state.current;
    },
    skipOne(state) {
      const step = state.current ? state.steps[state.current] : undefined;
      if (!step?.canSkipOneStep || state.skipOneUsed) return;
      state.skipOneUsed = true;
      if (!state.skippedIds.includes(step.id)) state.skippedIds.push(step.id);
      state.current = neighbour(state, 1) ?? state.current;
    },
    wentTo(state, action: PayloadAction<StepId>) {
      const step = state.steps[action.payload];
      if (!step || step.isDisabled) return;
      if (step.id !== state.current) state.passwordAgain = false;
      state.current = step.id;
    },
    /** At the finish, the password lost to a reload: its step again, which then signs up. */
    passwordNeeded(state) {
      const step = state.steps.password;
      if (!step || step.isDisabled) return;
      state.current = 'password';
      state.passwordAgain = true;
      delete state.errors.password;
    },
    /** Photos uploaded or imported: their hids for the sign-up, the first one's preview to show. */
    photosAdded(state, action: PayloadAction<{ photos: AddedPhoto[]; imported: boolean }>) {
      const [first] = action.payload.photos;
      if (!first) return;
      state.data.photos = action.payload.photos.map((photo) => photo.hid);
      state.photoPreview = first.preview ? { hid: first.hid, url: first.preview, imported: action.payload.imported } : null;
      delete state.errors.photos;
    },
    /** The kept preview no longer loads (the funnel photo expired): the photo is gone, the step open. */
    photoLost(state) {
      delete state.data.photos;
      state.photoPreview = null;
      markOpen(state, 'uploadPhoto');
    },
    /** A server failure routed to a step (spec 1 §4.6): that step is open again, its fields invalid. */
    failed(state, action: PayloadAction<{ stepId: StepId; errors: Partial<Record<FieldName, string>> }>) {
      const step = state.steps[action.payload.stepId];
      if (!step) return;
      step.isCompleted = false;
      step.isDisabled = false;
      state.completedIds = state.completedIds.filter((id) => id !== step.id);
      state.passwordAgain = false;
      state.errors = { ...state.errors, ...action.payload.errors };
      state.stepCount = visibleSteps(state).length;
      state.current = step.id;
    },
    fieldErrors(state, action: PayloadAction<Partial<Record<FieldName, string>>>) {
      state.errors = { ...state.errors, ...action.payload };
    },
  },
});

export const registrationActions = registrationSlice.actions;
export const registrationReducer = registrationSlice.reducer;
