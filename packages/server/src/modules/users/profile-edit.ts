import {
  editedFields,
  FieldErrorKey,
  NO_CONVERSATION_PROMPT,
  parseProfileEdit,
  PROFILE_EDIT_FIELDS,
  type ProfileEdit,
  type ProfileEditField,
} from '@amora/contracts';
import { ApiError, fieldErrorsFromZodIssues } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events/types.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService, ProfileChanges, ProfileRow } from '../accounts/index.ts';
import { cityById, countryIsoOf, GEONAMES_COUNTRY_IDS, type City } from '../geolocation/index.ts';
import { storedIds } from './profile-view.ts';

/** The editable fields as stored, lists read as ids. */
type StoredEdit = { [K in ProfileEditField]: Required<ProfileEdit>[K] | null };

function storedEdit(row: ProfileRow): StoredEdit {
  return {
    name: row.name,
    birthday: row.birthday,
    search_gender: row.search_gender,
    search_age_from: row.search_age_from,
    search_age_to: row.search_age_to,
    city_id: row.city_id,
    country_id: row.country_id,
    field_of_activity: row.field_of_activity,
    alcohol: row.alcohol,
    children: row.children,
    want_children: row.want_children,
    education: row.education,
    height: row.height,
    weight: row.weight,
    foreign_languages: storedIds(row.foreign_languages),
    marital_status: row.marital_status,
    religion: row.religion,
    smoking: row.smoking,
    goal: storedIds(row.goal),
    ethnicity: row.ethnicity,
    accommodation: row.accommodation,
    interests: storedIds(row.interests),
    // No question reads as the "no question" value, so sending it again is no change.
    conversation_prompt: row.conversation_prompt ?? NO_CONVERSATION_PROMPT,
    position: row.position,
    user_mood: row.user_mood,
  };
}

/** The age range after the edit must run upwards; the field sent is the one marked. */
function searchAgeProblem(row: ProfileRow, edit: ProfileEdit, fields: Record<string, string>): void {
  if (fields.search_age_from || fields.search_age_to) return;
  const from = edit.search_age_from ?? row.search_age_from;
  const to = edit.search_age_to ?? row.search_age_to;
  if (from <= to) return;
  if (edit.search_age_to !== undefined) fields.search_age_to = FieldErrorKey.tooSmall;
  else fields.search_age_from = FieldErrorKey.tooBig;
}

/** A city brings its country (the one sent is only a fallback, as at sign-up). */
function withCityCountry(edit: ProfileEdit, city: City | undefined): ProfileEdit {
  if (!city) return edit;
  const countryId = GEONAMES_COUNTRY_IDS[city.country] ?? edit.country_id;
  return countryId === undefined ? edit : { ...edit, country_id: countryId };
}

/** The row columns of the saved fields, with the coordinates the city brings. */
function rowChanges(changes: Partial<StoredEdit>, row: ProfileRow, city: City | undefined): ProfileChanges {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) columns[field] = Array.isArray(value) ? JSON.stringify(value) : value;
  if (changes.conversation_prompt === NO_CONVERSATION_PROMPT) columns.conversation_prompt = null;
  if (changes.city_id !== undefined && city) {
    columns.latitude = city.loc.coordinates[1];
    columns.longitude = city.loc.coordinates[0];
  } else if (changes.country_id !== undefined && row.city_id !== null) {
    // A city in another country than the new one would contradict it.
    const storedCity = cityById(row.city_id);
    if (!storedCity || GEONAMES_COUNTRY_IDS[storedCity.country] !== changes.country_id) Object.assign(columns, { city_id: null, latitude: null, longitude: null });
  }
  return columns as ProfileChanges;
}

/** A question chosen, replaced or taken away brings its push (spec 2 §4 "Conversation prompt"); the same one again brings none. */
function promptEvents(accountId: number, changes: Partial<StoredEdit>): DomainEvent[] {
  const chosen = changes.conversation_prompt;
  if (chosen === undefined || chosen === null) return [];
  return [{ type: 'conversationPrompt.changed', memberId: accountId, questionId: chosen === NO_CONVERSATION_PROMPT ? null : chosen }];
}

/**
 * POST /rest/v2/user/info/profile (contracts/profile-edit.ts): every problem gathered, then the
 * fields that are non-empty and different saved in one transaction. Answers the fields saved.
 */
export async function editProfile(platform: Platform, accounts: AccountsService, accountId: number, body: unknown): Promise<ProfileEditField[]> {
  const { edit, issues } = parseProfileEdit(body, platform.clock.now());
  const fields = fieldErrorsFromZodIssues(issues);
  const city = edit.city_id === undefined ? undefined : cityById(edit.city_id);
  if (edit.city_id !== undefined && !city) fields.city_id = FieldErrorKey.invalid;
  if (edit.country_id !== undefined && countryIsoOf(edit.country_id) === undefined) fields.country_id = FieldErrorKey.invalid;

  // The age range is checked against the row as it is inside the edit's transaction.
  const edited = await accounts.editProfile(accountId, (row) => {
    searchAgeProblem(row, edit, fields);
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields, `Invalid profile fields: ${Object.keys(fields).join(', ')}`);
    const changes = editedFields(storedEdit(row), withCityCountry(edit, city));
    const columns = rowChanges(changes, row, city);
    return { changes: columns, result: PROFILE_EDIT_FIELDS.filter((field) => field in columns), events: promptEvents(accountId, changes) };
  });
  if (!edited) throw ApiError.notFound('Profile not found');
  return edited.result;
}
