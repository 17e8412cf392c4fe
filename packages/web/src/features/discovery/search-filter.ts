import {
  MAX_MEMBER_INTERESTS,
  PROFILE_RANGE_FIELDS,
  SIGNUP_MAX_AGE,
  SIGNUP_MIN_AGE,
  SearchOnlineStatus,
  searchFilterSchema,
  type SearchOnlineStatusValue,
} from '@amora/contracts';

/**
 * The filter of the "everyone" search (spec 1 §3 "Search filter", contracts search.ts) as the
 * member edits it, and as it is sent. The filter modal edits a draft of it; only "Show results"
 * applies the draft (spec 1 §4: dirty after any change, clean after submit).
 *
 * Defaults are "not narrowed": everyone, any height, no lists, the member's own location. Age and
 * the gender looked for default to the member's search settings, which the server applies to a
 * filter that leaves them out; a draft equal to the settings is therefore sent without them, so
 * the badge counts only what the member actually narrowed.
 */

export type SearchGender = 'f' | 'm';
export interface NumberRange {
  from: number;
  to: number;
}

/** The list filters, each "any of these values" (contracts search.ts). */
export const LIST_FILTERS = ['goal', 'family', 'userMood', 'alcohol', 'smoking', 'interests'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface SearchDraft {
  onlineStatus: SearchOnlineStatusValue;
  verifiedOnly: boolean;
  /** null: the search settings' range. */
  age: NumberRange | null;
  /** null: any height (members without an answer are not left out). */
  height: NumberRange | null;
  /** null: the search settings' gender. */
  searchGender: SearchGender | null;
  goal: number[];
  family: number[];
  userMood: number[];
  alcohol: number[];
  smoking: number[];
  interests: number[];
  /** Another city to search around (premium, "geo switch"); null: the member's own location. */
  city: { id: number; name: string } | null;
}

export const AGE_BOUNDS: NumberRange = { from: SIGNUP_MIN_AGE, to: SIGNUP_MAX_AGE };
export const HEIGHT_BOUNDS: NumberRange = { from: PROFILE_RANGE_FIELDS.height.min, to: PROFILE_RANGE_FIELDS.height.max };
export { MAX_MEMBER_INTERESTS };

export const EMPTY_DRAFT: SearchDraft = {
  onlineStatus: SearchOnlineStatus.all,
  verifiedOnly: false,
  age: null,
  height: null,
  searchGender: null,
  goal: [],
  family: [],
  userMood: [],
  alcohol: [],
  smoking: [],
  interests: [],
  city: null,
};

/** The member's search settings (own profile `search_age`, `search_gender`), which the filter falls back to. */
export interface SearchDefaults {
  age: NumberRange;
  searchGender: SearchGender;
}

const sameRange = (a: NumberRange | null, b: NumberRange | null) => a?.from === b?.from && a?.to === b?.to;

/** The draft without what equals its default, so an untouched control never counts as a filter. */
export function normalizeDraft(draft: SearchDraft, defaults: SearchDefaults | null): SearchDraft {
  return {
    ...draft,
    age: draft.age && defaults && sameRange(draft.age, defaults.age) ? null : draft.age,
    height: draft.height && sameRange(draft.height, HEIGHT_BOUNDS) ? null : draft.height,
    searchGender: draft.searchGender && defaults && draft.searchGender === defaults.searchGender ? null : draft.searchGender,
  };
}

/** The request's `filter`: only what narrows the search (contracts: left out = not narrowed). */
export function filterOf(draft: SearchDraft): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (draft.onlineStatus !== SearchOnlineStatus.all) filter.onlineStatus = draft.onlineStatus;
  if (draft.verifiedOnly) filter.verifiedOnly = true;
  if (draft.age) filter.age = draft.age;
  if (draft.height) filter.height = draft.height;
  if (draft.searchGender) filter.searchGender = draft.searchGender;
  for (const list of LIST_FILTERS) if (draft[list].length > 0) filter[list] = [...draft[list]].sort((a, b) => a - b);
  if (draft.city) filter.cityId = draft.city.id;
  return filter;
}

/** How many filters narrow the search: the "Filters" button's badge. */
export function activeFilterCount(draft: SearchDraft): number {
  return Object.keys(filterOf(draft)).length;
}

/** The sections of the modal, each showing the errors of its fields. */
export type FilterField = 'onlineStatus' | 'verifiedOnly' | 'age' | 'height' | 'searchGender' | ListFilter | 'cityId';
const SECTIONS = new Set<string>(['onlineStatus', 'verifiedOnly', 'age', 'height', 'searchGender', ...LIST_FILTERS, 'cityId']);

/** Field errors by section, each a FieldErrorKey of the contracts ('validation.tooSmall', …). */
export type FilterErrors = Partial<Record<FilterField, string>>;

/**
 * Errors keyed by section from error paths, whether the contracts' own parse (`age.to`) or the
 * server's 400 envelope (`filter.age.to`) named them.
 */
export function filterErrorsOf(fields: Record<string, string>): FilterErrors {
  const errors: FilterErrors = {};
  for (const [path, key] of Object.entries(fields)) {
    const section = path.split('.').find((part) => SECTIONS.has(part)) as FilterField | undefined;
    if (section) errors[section] ??= key;
  }
  return errors;
}

/** The same rules the server applies (contracts searchFilterSchema), run before searching. */
export function validateDraft(draft: SearchDraft): FilterErrors {
  const parsed = searchFilterSchema.safeParse(filterOf(draft));
  if (parsed.success) return {};
  return filterErrorsOf(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
}

/** The filter applied last, kept for the next visit (as nearby keeps its range). */
const FILTER_KEY = 'amora.searchFilter';

export function storedDraft(): SearchDraft {
  try {
    const stored = JSON.parse(localStorage.getItem(FILTER_KEY) ?? 'null') as Partial<SearchDraft> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_DRAFT;
    const draft: SearchDraft = { ...EMPTY_DRAFT, ...stored };
    // Whatever the contracts would refuse now (a value removed since) starts over clean.
    return Object.keys(validateDraft(draft)).length === 0 ? draft : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function storeDraft(draft: SearchDraft): void {
  if (activeFilterCount(draft) === 0) localStorage.removeItem(FILTER_KEY);
  else localStorage.setItem(FILTER_KEY, JSON.stringify(draft));
}
