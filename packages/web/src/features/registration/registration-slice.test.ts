import { describe, expect, it } from 'vitest';
import { buildSteps } from './filter-steps.ts';
import {
  firstIncompleteMandatory,
  initialRegistrationState,
  needsPasswordAgain,
  registrationActions as act,
  registrationReducer,
  visibleSteps,
  type RegistrationState,
} from './registration-slice.ts';
import { FLOW_STEPS, type StepId } from './steps.ts';

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

describe('resuming after a reload (issue 15 point 5)', () => {
  const answered = { gender: 'female' as const, search_gender: 'male' as const, name: 'Ana' };
  const resume = (payload: Partial<Parameters<typeof act.started>[0]>) => {
    // The saved registration (server draft) now answers the steps the member went through.
    const steps = buildSteps({ flow: 'default', presetData: answered, stepProfile: null, stepPhoto: null, countryIso: 'US', isOrganic: false });
    return registrationReducer(initialRegistrationState, act.started({ flow: 'default', steps, data: answered, ...payload }));
  };

  it('keeps the member’s own answered steps in the list when the first start hid none', () => {
    const state = resume({ disabledIds: [], completedIds: ['gender', 'name'], current: 'birthday' });
    expect(state.stepCount).toBe(20);
    expect(visibleSteps(state).findIndex((step) => step.id === 'birthday')).toBe(2);
    expect(state.steps.name).toMatchObject({ isDisabled: false, isCompleted: true });
    // Without the saved list, data present hides the step, as on a first start.
    expect(resume({}).stepCount).toBe(18);
  });

  it('drops photo hids the photo step cannot show, and reopens that step', () => {
    const withPreview = resume({ data: { ...answered, photos: ['ph-1'] }, completedIds: ['uploadPhoto'], photoPreview: { hid: 'ph-1', url: '/p.jpg', imported: false } });
    expect(withPreview.data.photos).toEqual(['ph-1']);
    expect(withPreview.photoPreview?.url).toBe('/p.jpg');
    const stale = resume({ data: { ...answered, photos: ['ph-1'] }, completedIds: ['uploadPhoto'], photoPreview: { hid: 'ph-0', url: '/p.jpg', imported: false } });
    expect(stale.data.photos).toBeUndefined();
    expect(stale.photoPreview).toBeNull();
    expect(stale.completedIds).not.toContain('uploadPhoto');
    expect(run(withPreview, act.photoLost()).data.photos).toBeUndefined();
  });

  it('asks the password again at the finish, where the next step signs up instead of moving on', () => {
    const state = resume({ data: { ...answered }, completedIds: [...FLOW_STEPS.default], current: 'uploadPhoto' });
    expect(firstIncompleteMandatory(state)).toBeNull();
    expect(needsPasswordAgain(state)).toBe(true);
    const asked = run(state, act.passwordNeeded());
    expect(asked).toMatchObject({ current: 'password', passwordAgain: true });
    const typed = run(asked, act.fieldsChanged({ password: 'Blue-heron-river-7' }), act.next());
    expect(typed.current).toBe('password');
    expect(needsPasswordAgain(typed)).toBe(false);
    expect(run(asked, act.previous())).toMatchObject({ current: 'email', passwordAgain: false });
  });
});
