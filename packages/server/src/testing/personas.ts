import { DEFAULT_BRAND_ID } from '@amora/contracts';

/**
 * The people tests are made of, as plain data: no server imports, so the server's integration
 * tests, the e2e tests and the web's tests build the same members (STYLE.md "One generator for
 * all tests"). `seed.ts` turns them into accounts; the e2e funnel types them in.
 */

export type Gender = 'male' | 'female';

/** The password every built member signs up with, unless told otherwise. */
export const PASSWORD = 'correct-horse-battery';

export interface City {
  /** GeoNames id, as the sign-up and the profile take it. */
  id: number;
  name: string;
  /** GeoNames id of the country. */
  countryId: number;
  latitude: number;
  longitude: number;
}

/**
 * The personas' home cities as the geolocation module's city index has them (seed.test.ts checks),
 * so a member can be made without loading the index.
 */
export const CITIES = {
  berlin: { id: 2950159, name: 'Berlin', countryId: 2921044, latitude: 52.52437, longitude: 13.41053 },
  hamburg: { id: 2911298, name: 'Hamburg', countryId: 2921044, latitude: 53.55073, longitude: 9.99302 },
  munich: { id: 2867714, name: 'Munich', countryId: 2921044, latitude: 48.13743, longitude: 11.57549 },
  cologne: { id: 2886242, name: 'Köln', countryId: 2921044, latitude: 50.93333, longitude: 6.95 },
} as const satisfies Record<string, City>;

/** A member's sign-up answers, named as the sign-up body and the profile row name them. */
export interface Profile {
  name: string;
  gender: Gender;
  /** YYYY-MM-DD (the sign-up also takes YYYY-M-D). */
  birthday: string;
  search_gender: Gender;
  search_age_from: number;
  search_age_to: number;
  /** GeoNames id of the home city; null for a member who never chose one. */
  city_id: number | null;
}

/**
 * Fixed, ordinary people with fixed ages (the test clock stands at 2026-01-15): alice and bob
 * live in Berlin and each falls in the other's search; carol and dave are another such pair in
 * other cities; erin is a woman looking for women.
 */
export const PERSONAS = {
  alice: { name: 'Alice', gender: 'female', birthday: '1995-04-02', search_gender: 'male', search_age_from: 25, search_age_to: 40, city_id: CITIES.berlin.id },
  bob: { name: 'Bob', gender: 'male', birthday: '1992-11-14', search_gender: 'female', search_age_from: 24, search_age_to: 36, city_id: CITIES.berlin.id },
  carol: { name: 'Carol', gender: 'female', birthday: '1989-06-30', search_gender: 'male', search_age_from: 30, search_age_to: 45, city_id: CITIES.hamburg.id },
  dave: { name: 'Dave', gender: 'male', birthday: '1987-01-21', search_gender: 'female', search_age_from: 27, search_age_to: 40, city_id: CITIES.munich.id },
  erin: { name: 'Erin', gender: 'female', birthday: '1998-09-09', search_gender: 'female', search_age_from: 22, search_age_to: 35, city_id: CITIES.cologne.id },
} as const satisfies Record<string, Profile>;

export type PersonaName = keyof typeof PERSONAS;

/** Anna, 31, looking for men of 28 to 42, no city: the member a test needs when who she is does not matter. */
const ANYONE: Profile = { name: 'Anna', gender: 'female', birthday: '1994-03-25', search_gender: 'male', search_age_from: 28, search_age_to: 42, city_id: null };

/** Everything a member signs up with. */
export interface MemberData extends Profile {
  /** The persona this member was built from; null for `ANYONE`. */
  persona: PersonaName | null;
  email: string;
  password: string;
}

export interface MemberOverrides extends Partial<Profile> {
  /** Whose answers to start from; Anna (nobody in particular) when absent. */
  persona?: PersonaName;
  email?: string;
  password?: string;
}

let sequence = 0;

/**
 * A member's data: the persona's (or Anna's) answers, a password, and an e-mail address no other
 * call returns, so any number of members share one database; `overrides` win.
 */
export function member(overrides: MemberOverrides = {}): MemberData {
  const { persona, ...fields } = overrides;
  sequence += 1;
  return {
    ...(persona ? PERSONAS[persona] : ANYONE),
    persona: persona ?? null,
    email: `${persona ?? 'member'}-${sequence}-${Date.now()}@example.com`,
    password: PASSWORD,
    ...definedOnly(fields),
  };
}

/** The POST /rest/v2/signup body of a member: the answers of the default funnel's required steps. */
export function signupBody(data: MemberData, options: { brandId?: number } = {}): Record<string, unknown> {
  return {
    product_id: options.brandId ?? DEFAULT_BRAND_ID,
    name: data.name,
    email: data.email,
    password: data.password,
    gender: data.gender,
    birthday: data.birthday,
    search_gender: data.search_gender,
    search_age_from: data.search_age_from,
    search_age_to: data.search_age_to,
    ...(data.city_id === null ? {} : { city_id: data.city_id }),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
