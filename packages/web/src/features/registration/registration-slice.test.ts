import { describe, expect, it } from 'vitest';
import { buildSteps } from './filter-steps.ts';
import { firstIncompleteMandatory, initialRegistrationState, registrationActions as act, registrationReducer, type RegistrationState } from './registration-slice.ts';
import type { StepId } from './steps.ts';

function start(isOrganic = false, presetData = {}): RegistrationState {
  const steps = buildSteps({ flow: 'default', presetData, stepProfile: null, stepPhoto: null, countryIso: 'US', isOrganic });
  return registrationReducer(initialRegistrationState, act.started({ flow: 'default', steps, data: presetData }));
}
const run = (state: RegistrationState, ...actions: Parameters<typeof registrationReducer>[1][]) => actions.reduce(registrationReducer, state);
const goTo = (state: RegistrationState, id: StepId) => registrationReducer(state, act.wentTo(id));

describe('registration actions (spec 1 §4.3)', () => {
  it('starts at the first visible step and counts visible steps only', () => {
    const state = start(false, { gender: 'female', search_gender: 'male' });
    expect(state.current).toBe('name');
    expect(state.stepCount).toBe(19);
    expect(state.completedIds).toEqual(['gender']);
  });

  it('goes next (completing the step) and previous', () => {
    const state = run(start(), act.next(), act.next());
    expect(state.current).toBe('birthday');
    expect(state.completedIds).toEqual(['gender', 'name']);
    expect(run(state, act.previous()).current).toBe('name');
    expect(run(start(), act.previous()).current).toBe('gender');
  });

  it('skips only skippable steps', () => {
    expect(run(start(), act.skip()).current).toBe('gender');
    const atAlcohol = goTo(start(false), 'alcohol');
    const skipped = run(atAlcohol, act.skip());
    expect(skipped.current).toBe('smoking');
    expect(skipped.skippedIds).toEqual(['alcohol']);
  });

  it('lets an organic visitor skip exactly one profile step', () => {
    const once = run(goTo(start(true), 'alcohol'), act.skip(), act.skipOne());
    expect(once.current).toBe('smoking');
    expect(once.skipOneUsed).toBe(true);
    expect(run(once, act.skipOne()).current).toBe('smoking');
  });

  it('finds the first incomplete mandatory step; skipped optional ones may stay open', () => {
    let state = start(true);
    expect(firstIncompleteMandatory(state)).toBe('gender');
    for (let index = 0; index < 19; index++) state = state.current === 'alcohol' ? run(state, act.skipOne()) : run(state, act.next());
    expect(state.current).toBe('uploadPhoto');
    expect(firstIncompleteMandatory(run(state, act.skip()))).toBeNull();
    const reopened = run(state, act.failed({ stepId: 'email', errors: { email: 'errors.emailInvalid' } }));
    expect(reopened.current).toBe('email');
    expect(reopened.errors).toEqual({ email: 'errors.emailInvalid' });
    expect(firstIncompleteMandatory(reopened)).toBe('email');
  });
});
