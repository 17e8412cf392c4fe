import {
  INTERESTS,
  PROFILE_SELECT_FIELDS,
  USER_MOOD_DUPLICATE,
  USER_MOODS,
  type PhotoAlbum,
  type ProfileCompleteness,
  type ProfileInfo,
  type ProfileValue,
  type VocabularyField,
} from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, json, ownProfile, tokens } from '../../test/fake-server.ts';

/** "casualDating" → "Casual dating": readable labels for the test vocabulary, as the server translates them. */
function labelOf(slug: string): string {
  const words = slug.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function select(id: string, type: 'select_one' | 'select_many', values: readonly ProfileValue[], label: string, visible?: string[]): VocabularyField {
  return { id, type, label, values: Object.fromEntries(values.map((value) => [String(value.id), labelOf(value.slug)])), visible: visible ?? values.map((value) => String(value.id)) };
}

const QUESTIONS: Record<string, string> = { goal: 'What are you looking for?', foreign_languages: 'Languages you speak', marital_status: 'Relationship status' };

/** The member vocabulary (GET …/profile/vocabulary) in English, built from the contracts' value ids. */
export function memberVocabulary(): Record<string, VocabularyField> {
  const selects = Object.fromEntries(
    Object.entries(PROFILE_SELECT_FIELDS).map(([name, field]) => [name, select(name, field.type, field.values, QUESTIONS[name] ?? labelOf(name.replace(/_(\w)/g, (_m, letter: string) => letter.toUpperCase())))]),
  );
  const interests = INTERESTS.slice(0, 6);
  return {
    ...selects,
    user_mood: select('user_mood', 'select_one', USER_MOODS, 'Mood', USER_MOODS.filter((mood) => mood.id !== USER_MOOD_DUPLICATE).map((mood) => String(mood.id))),
    interests: { id: 'interests', type: 'select_many', label: 'Interests', values: Object.fromEntries(interests.map((interest) => [String(interest.id), `Interest ${interest.id}`])), visible: interests.map((interest) => String(interest.id)) },
    height: { id: 'height', type: 'range', label: 'Height', values: { min: 120, max: 220 }, visible: [] },
    weight: { id: 'weight', type: 'range', label: 'Weight', values: { min: 40, max: 180 }, visible: [] },
  };
}

export type PersonalGroup = NonNullable<ProfileInfo['profile']>;

export function personal(overrides: Partial<PersonalGroup> = {}): PersonalGroup {
  return {
    user_mood: null,
    field_of_activity: null,
    alcohol: null,
    children: null,
    want_children: null,
    education: null,
    height: null,
    weight: null,
    marital_status: null,
    religion: null,
    smoking: null,
    ethnicity: null,
    accommodation: null,
    position: null,
    conversation_prompt: null,
    goal: [],
    foreign_languages: [],
    interests: [],
    ...overrides,
  };
}

export function memberProfile(overrides: Partial<PersonalGroup> = {}): ProfileInfo {
  return { ...(ownProfile() as ProfileInfo), profile: personal(overrides) };
}

export function completeness(total: number): ProfileCompleteness {
  const section = (possible_max: number) => ({ possible_max, percentage: total, missing: [] });
  return {
    sections: { general: section(25), email_confirm: section(15), photo: section(25), interests: section(15), personal_info: section(20) },
    total: { percentage: total },
  };
}

export function album(photos: PhotoAlbum['photos'], coverId: string | null = photos[0]?.id ?? null): PhotoAlbum {
  return {
    id: -3,
    photos,
    coverId,
    countModerated: photos.filter((photo) => photo.status === 3).length,
    countUnmoderated: photos.filter((photo) => photo.status === 2).length,
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    userId: 1,
    userHashId: 'hid-ana',
  };
}

export function albumPhoto(id: string, status: 2 | 3): PhotoAlbum['photos'][number] {
  return { id, status, images: { thumb_600: `/media/photos/${id}/thumb_600.jpg` }, metadata: { width: 600, height: 800, isAvatar: false, isBlurred: false }, moderation: null };
}

/**
 * A signed-in member at the network edge. The profile edit answers with the profile after the
 * edit, which the fake keeps, so a page that reloads it sees what was saved.
 */
export function memberServer(options: { profile?: ProfileInfo; completeness?: ProfileCompleteness } = {}) {
  let profile = options.profile ?? memberProfile();
  const server = fakeServer();
  answerSessionStart(server, { profile: () => profile });
  server.on('GET /rest/v2/user/info/profile/vocabulary', () => json(200, { result: memberVocabulary() }));
  server.on('GET /rest/v2/user/info/profile/completeness', () => json(200, { result: options.completeness ?? completeness(40) }));
  server.on('POST /rest/v2/user/info/profile', ({ body }) => {
    const changes = body as Partial<PersonalGroup>;
    profile = { ...profile, profile: { ...profile.profile!, ...changes } };
    return json(200, { result: { changed: Object.keys(changes), profile } });
  });
  saveTokens(tokens());
  return server;
}

export const EDIT = 'POST /rest/v2/user/info/profile';
