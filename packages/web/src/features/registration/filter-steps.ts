import { hasFields, type RegistrationData } from './registration-data.ts';
import { FLOW_STEPS, PROFILE_STEPS, STEP_DEFINITIONS, type Flow, type Step, type StepId } from './steps.ts';

/** Values of the step_profile / step_photo cookies (spec 1 §4.2). */
export type StepRestriction = 'disabled' | 'skip' | 'mandatory';

export function parseRestriction(value: string | null): StepRestriction | null {
  return value === 'disabled' || value === 'skip' || value === 'mandatory' ? value : null;
}

/**
 * Religion is special-category personal data under the GDPR (Art. 9), so the funnel does not ask
 * for it in the EU/EEA, the UK and Switzerland: that region group is where the religion step is
 * dropped (spec 1 §4.2 "dropped in some regions"). The country comes from the geolocate call.
 */
export const RELIGION_FREE_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT',
  'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
]);

export interface FilterContext {
  flow: Flow;
  /** Data present before the funnel started (registration token, social or landing data). */
  presetData: RegistrationData;
  stepProfile: StepRestriction | null;
  stepPhoto: StepRestriction | null;
  /** ISO alpha-2 of the visitor's country from geolocation, when known. */
  countryIso: string | null;
  /** Traffic channel `organic` (traffic cookie). */
  isOrganic: boolean;
}

/**
 * The language step is dropped in the social flows: the provider account already tells the
 * member's language, and those flows are kept short ("dropped in some modes", spec 1 §4.2).
 */
export function dropsLanguageStep(flow: Flow): boolean {
  return flow === 'social1' || flow === 'social2';
}

function isDropped(id: StepId, context: FilterContext): boolean {
  if (id === 'language' && dropsLanguageStep(context.flow)) return true;
  if (id === 'religion' && context.countryIso !== null && RELIGION_FREE_COUNTRIES.has(context.countryIso.toUpperCase())) return true;
  if (id === 'uploadPhoto' && context.stepPhoto === 'disabled') return true;
  if (PROFILE_STEPS.includes(id) && context.stepProfile === 'disabled') return true;
  return false;
}

function skipRules(id: StepId, context: FilterContext): Pick<Step, 'canSkip' | 'canSkipOneStep'> {
  if (id === 'uploadPhoto') return { canSkip: context.stepPhoto !== 'mandatory', canSkipOneStep: false };
  if (!PROFILE_STEPS.includes(id)) return { canSkip: false, canSkipOneStep: false };
  if (context.stepProfile === 'skip') return { canSkip: true, canSkipOneStep: false };
  if (context.stepProfile === 'mandatory') return { canSkip: false, canSkipOneStep: false };
  // Organic visitors answer every profile step but may pass over exactly one of their choice.
  if (context.isOrganic) return { canSkip: false, canSkipOneStep: true };
  return { canSkip: true, canSkipOneStep: false };
}

/**
 * The steps of a flow after the rules of spec 1 §4.2: dropped steps are left out; a step whose
 * data is already present is disabled (kept for numbering, never shown) and counts as completed.
 */
export function buildSteps(context: FilterContext): Step[] {
  return FLOW_STEPS[context.flow]
    .filter((id) => !isDropped(id, context))
    .map((id) => {
      const definition = STEP_DEFINITIONS[id];
      const present = hasFields(context.presetData, definition.fields);
      return { ...definition, ...skipRules(id, context), isDisabled: present, isCompleted: present };
    });
}
