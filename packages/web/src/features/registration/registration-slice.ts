import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationData } from './registration-data.ts';
import type { FieldName, Flow, Step, StepId } from './steps.ts';

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

export interface StartPayload {
  flow: Flow;
  steps: Step[];
  data: RegistrationData;
  /** Progress restored from local storage. */
  completedIds?: StepId[];
  skippedIds?: StepId[];
  skipOneUsed?: boolean;
  current?: StepId | null;
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
      const { flow, steps, data } = action.payload;
      const known = new Set(steps.map((step) => step.id));
      state.flow = flow;
      state.order = steps.map((step) => step.id);
      state.steps = Object.fromEntries(steps.map((step) => [step.id, { ...step }]));
      state.data = data;
      state.errors = {};
      state.completedIds = steps.filter((step) => step.isCompleted).map((step) => step.id);
      state.skippedIds = (action.payload.skippedIds ?? []).filter((id) => known.has(id));
      state.skipOneUsed = action.payload.skipOneUsed ?? false;
      for (const id of action.payload.completedIds ?? []) if (known.has(id)) markCompleted(state, id);
      state.stepCount = visibleSteps(state).length;
      const restored = action.payload.current;
      state.current = restored && state.steps[restored] && !state.steps[restored].isDisabled ? restored : (visibleSteps(state)[0]?.id ?? null);
    },
    fieldsChanged(state, action: PayloadAction<RegistrationData>) {
      Object.assign(state.data, action.payload);
      for (const field of Object.keys(action.payload) as FieldName[]) delete state.errors[field];
    },
    /** The current step is answered: completed, then on to the next visible step (if any). */
    next(state) {
      if (!state.current) return;
      markCompleted(state, state.current);
      state.current = neighbour(state, 1) ?? state.current;
    },
    previous(state) {
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
      if (step && !step.isDisabled) state.current = step.id;
    },
    /** A server failure routed to a step (spec 1 §4.6): that step is open again, its fields invalid. */
    failed(state, action: PayloadAction<{ stepId: StepId; errors: Partial<Record<FieldName, string>> }>) {
      const step = state.steps[action.payload.stepId];
      if (!step) return;
      step.isCompleted = false;
      step.isDisabled = false;
      state.completedIds = state.completedIds.filter((id) => id !== step.id);
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
