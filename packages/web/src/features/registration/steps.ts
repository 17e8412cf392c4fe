/** The registration steps of spec 1 §2 and the sign-up step model of spec 1 §3. */

export type StepId =
  | 'gender'
  | 'name'
  | 'birthday'
  | 'goal'
  | 'marital'
  | 'children'
  | 'education'
  | 'position'
  | 'alcohol'
  | 'smoking'
  | 'interests'
  | 'religion'
  | 'height'
  | 'language'
  | 'conversationPrompt'
  | 'searchAge'
  | 'location'
  | 'email'
  | 'password'
  | 'uploadPhoto';

/** The registration data fields (spec 1 §3) a step fills in. */
export type FieldName =
  | 'gender'
  | 'search_gender'
  | 'name'
  | 'birthday'
  | 'goal'
  | 'marital_status'
  | 'children'
  | 'education'
  | 'position'
  | 'alcohol'
  | 'smoking'
  | 'interests'
  | 'religion'
  | 'height'
  | 'weight'
  | 'language'
  | 'conversation_prompt'
  | 'search_age_from'
  | 'search_age_to'
  | 'country_id'
  | 'city_id'
  | 'email'
  | 'password'
  | 'photos';

export interface StepDefinition {
  id: StepId;
  /** The location hash, spelled as the product has it (`coversations`, `facebok`). */
  hash: string;
  /** The step name funnel tracking reports. */
  funnelName: string;
  fields: readonly FieldName[];
}

/** The sign-up step of spec 1 §3. */
export interface Step extends StepDefinition {
  isDisabled: boolean;
  canSkip: boolean;
  canSkipOneStep: boolean;
  isCompleted: boolean;
}

const step = (id: StepId, hash: string, funnelName: string, fields: readonly FieldName[]): StepDefinition => ({ id, hash, funnelName, fields });

export const STEP_DEFINITIONS: Readonly<Record<StepId, StepDefinition>> = {
  gender: step('gender', 'gender-step', 'gender_step', ['gender', 'search_gender']),
  name: step('name', 'name-step', 'name_step', ['name']),
  birthday: step('birthday', 'birthday-step', 'birthday_step', ['birthday']),
  goal: step('goal', 'goal-step', 'goal_step', ['goal']),
  marital: step('marital', 'marital-step', 'marital_step', ['marital_status']),
  children: step('children', 'children-step', 'children_step', ['children']),
  education: step('education', 'education-step', 'education_step', ['education']),
  position: step('position', 'position-step', 'position_step', ['position']),
  alcohol: step('alcohol', 'alcohol-step', 'alcohol_step', ['alcohol']),
  smoking: step('smoking', 'smoking-step', 'smoking_step', ['smoking']),
  interests: step('interests', 'interests-step', 'interests_step', ['interests']),
  religion: step('religion', 'religion-step', 'religion_step', ['religion']),
  height: step('height', 'height-step', 'height_weight_step', ['height', 'weight']),
  language: step('language', 'language-step', 'language_step', ['language']),
  conversationPrompt: step('conversationPrompt', 'coversations-prompt-step', 'conversation_prompt_step', ['conversation_prompt']),
  searchAge: step('searchAge', 'search-age-step', 'search_age_step', ['search_age_from', 'search_age_to']),
  location: step('location', 'location-step', 'location_step', ['country_id', 'city_id']),
  email: step('email', 'email-step', 'email_step', ['email']),
  password: step('password', 'password-step', 'password_step', ['password']),
  uploadPhoto: step('uploadPhoto', 'facebok-upload-photo-step', 'upload_photo_step', ['photos']),
};

/** Profile steps: optional attributes, the ones the step_profile cookie and the organic rule govern. */
export const PROFILE_STEPS: readonly StepId[] = [
  'marital',
  'children',
  'education',
  'position',
  'alcohol',
  'smoking',
  'interests',
  'religion',
  'height',
  'language',
  'conversationPrompt',
];

export type Flow = 'default' | 'email' | 'social1' | 'social2';

const DEFAULT_ORDER: readonly StepId[] = ['gender', 'name', 'birthday', 'goal', ...PROFILE_STEPS, 'searchAge', 'location', 'email', 'password', 'uploadPhoto'];

/**
 * Step sets per flow (spec 1 §2). Social sign-ups carry the provider's identity, so they have no
 * e-mail or password step; flow 1 (Facebook) keeps the photo step, flow 2 (Google) omits it.
 */
export const FLOW_STEPS: Readonly<Record<Flow, readonly StepId[]>> = {
  default: DEFAULT_ORDER,
  email: ['gender', 'name', 'birthday', 'goal', 'location', 'email'],
  social1: DEFAULT_ORDER.filter((id) => id !== 'email' && id !== 'password'),
  social2: DEFAULT_ORDER.filter((id) => id !== 'email' && id !== 'password' && id !== 'uploadPhoto'),
};

export function stepByHash(hash: string): StepId | null {
  const bare = hash.replace(/^#/, '');
  return Object.values(STEP_DEFINITIONS).find((definition) => definition.hash === bare)?.id ?? null;
}
