import {
  COMPLETENESS_SECTION_NAMES,
  COMPLETENESS_SECTIONS,
  PERSONAL_INFO_FIELDS,
  type CompletenessSection,
  type CompletenessSectionName,
  type ProfileCompleteness,
} from '@amora/contracts';
import type { AccountRow, ProfileRow } from '../accounts/index.ts';
import { storedIds } from './profile-view.ts';

/** What the checklist is computed from: the member's rows and whether an avatar exists. */
export interface CompletenessFacts {
  account: AccountRow;
  profile: ProfileRow;
  hasAvatar: boolean;
}

/** A section's share done (0–1) and what is left. */
interface Progress {
  done: number;
  missing: string[];
}

function ofItems(items: ReadonlyArray<readonly [name: string, filled: boolean]>): Progress {
  const missing = items.filter(([, filled]) => !filled).map(([name]) => name);
  return { done: (items.length - missing.length) / items.length, missing };
}

function isAnswered(profile: ProfileRow, field: (typeof PERSONAL_INFO_FIELDS)[number]): boolean {
  const value = profile[field];
  return typeof value === 'string' ? storedIds(value).length > 0 : value !== null;
}

function progressOf({ account, profile, hasAvatar }: CompletenessFacts): Record<CompletenessSectionName, Progress> {
  const interests = storedIds(profile.interests).length;
  const { target } = COMPLETENESS_SECTIONS.interests;
  return {
    general: ofItems([
      ['name', profile.name.trim() !== ''],
      ['birthday', profile.birthday !== ''],
      ['city', profile.city_id !== null],
      ['search_settings', profile.search_age_from <= profile.search_age_to],
      ['user_mood', profile.user_mood !== null],
    ]),
    email_confirm: ofItems([['email_confirmed', account.email_confirmed === 1]]),
    photo: ofItems([['avatar', hasAvatar]]),
    interests: { done: Math.min(interests, target) / target, missing: interests >= target ? [] : ['interests'] },
    personal_info: ofItems(PERSONAL_INFO_FIELDS.map((field) => [field, isAnswered(profile, field)] as const)),
  };
}

/**
 * The checklist of contracts/completeness.ts. Percentages round down; the small epsilon keeps a
 * sum of thirds that is exactly whole (say 9.33… + 0.66…) from flooring to one less.
 */
export function completenessOf(facts: CompletenessFacts): ProfileCompleteness {
  const progress = progressOf(facts);
  const sections = {} as Record<CompletenessSectionName, CompletenessSection>;
  let total = 0;
  for (const name of COMPLETENESS_SECTION_NAMES) {
    const { possible_max } = COMPLETENESS_SECTIONS[name];
    const { done, missing } = progress[name];
    sections[name] = { possible_max, percentage: Math.floor(done * 100 + 1e-9), missing };
    total += possible_max * done;
  }
  return { sections, total: { percentage: Math.floor(total + 1e-9) } };
}
