import { describe, expect, it } from 'vitest';
import { buildSteps, parseRestriction, type FilterContext } from './filter-steps.ts';

const context = (overrides: Partial<FilterContext> = {}): FilterContext => ({
  flow: 'default',
  presetData: {},
  stepProfile: null,
  stepPhoto: null,
  countryIso: 'US',
  isOrganic: false,
  ...overrides,
});
const ids = (overrides: Partial<FilterContext> = {}) => buildSteps(context(overrides)).map((step) => step.id);
const byId = (overrides: Partial<FilterContext>, id: string) => buildSteps(context(overrides)).find((step) => step.id === id);

describe('registration steps per flow (spec 1 §2)', () => {
  it('has the full default order with the product hashes and funnel names', () => {
    const steps = buildSteps(context());
    expect(steps.map((step) => step.id)).toEqual([
      'gender', 'name', 'birthday', 'goal', 'marital', 'children', 'education', 'position', 'alcohol', 'smoking', 'interests',
      'religion', 'height', 'language', 'conversationPrompt', 'searchAge', 'location', 'email', 'password', 'uploadPhoto',
    ]);
    expect(steps.map((step) => step.hash)).toContain('coversations-prompt-step');
    expect(steps.at(-1)).toMatchObject({ hash: 'facebok-upload-photo-step', canSkip: true });
    expect(steps.find((step) => step.id === 'height')?.funnelName).toBe('height_weight_step');
    expect(steps.filter((step) => step.canSkip).map((step) => step.id)).toContain('uploadPhoto');
  });

  it('has the e-mail flow: gender, name, birthday, goal, location, e-mail', () => {
    expect(ids({ flow: 'email' })).toEqual(['gender', 'name', 'birthday', 'goal', 'location', 'email']);
  });

  it('keeps the photo step in social flow 1 and omits it in flow 2', () => {
    expect(ids({ flow: 'social1' })).toContain('uploadPhoto');
    expect(ids({ flow: 'social2' })).not.toContain('uploadPhoto');
    expect(ids({ flow: 'social2' })).not.toContain('email');
  });
});

describe('step filtering (spec 1 §4.2)', () => {
  it('disables (and completes) a step whose data is already present, but not on partial data', () => {
    const steps = buildSteps(context({ presetData: { name: 'Ana', height: 170 } }));
    expect(steps.find((step) => step.id === 'name')).toMatchObject({ isDisabled: true, isCompleted: true });
    expect(steps.find((step) => step.id === 'height')).toMatchObject({ isDisabled: false, isCompleted: false });
    expect(steps.find((step) => step.id === 'gender')).toMatchObject({ isDisabled: false });
  });

  it('reads the restriction cookies: disabled drops, skip allows skipping, mandatory forbids it', () => {
    expect(parseRestriction('skip')).toBe('skip');
    expect(parseRestriction('other')).toBeNull();
    expect(ids({ stepProfile: 'disabled' })).toEqual(['gender', 'name', 'birthday', 'goal', 'searchAge', 'location', 'email', 'password', 'uploadPhoto']);
    expect(ids({ stepPhoto: 'disabled' })).not.toContain('uploadPhoto');
    expect(byId({ stepPhoto: 'mandatory' }, 'uploadPhoto')?.canSkip).toBe(false);
    expect(byId({ stepProfile: 'skip', isOrganic: true }, 'alcohol')).toMatchObject({ canSkip: true, canSkipOneStep: false });
    expect(byId({ stepProfile: 'mandatory' }, 'alcohol')).toMatchObject({ canSkip: false, canSkipOneStep: false });
  });

  it('drops the religion step for visitors in the EU/EEA, UK and Switzerland only', () => {
    expect(ids({ countryIso: 'DE' })).not.toContain('religion');
    expect(ids({ countryIso: 'gb' })).not.toContain('religion');
    expect(ids({ countryIso: 'BR' })).toContain('religion');
    expect(ids({ countryIso: null })).toContain('religion');
  });

  it('drops the language step in the social flows', () => {
    expect(ids({ flow: 'social1' })).not.toContain('language');
    expect(ids({ flow: 'default' })).toContain('language');
  });

  it('makes profile steps non-skippable for organic visitors, except one of their choice', () => {
    expect(byId({ isOrganic: true }, 'smoking')).toMatchObject({ canSkip: false, canSkipOneStep: true });
    expect(byId({ isOrganic: false }, 'smoking')).toMatchObject({ canSkip: true, canSkipOneStep: false });
    expect(byId({ isOrganic: true }, 'name')).toMatchObject({ canSkip: false, canSkipOneStep: false });
  });
});
