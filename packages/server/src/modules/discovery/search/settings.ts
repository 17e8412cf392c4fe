import { FieldErrorKey, type SearchSettings, type SearchSettingsBody } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService, ProfileChanges, ProfileRow } from '../../accounts/index.ts';

/**
 * The search settings of the matches suggestions (spec 1 §3, §7 `POST /rest/v2/user/settings/search`):
 * the gender and age range a member looks for. They are profile columns, so they are read and
 * written through the accounts module, which owns the profile, inside its edit transaction.
 */
export class SearchSettingsService {
  constructor(private readonly accounts: Pick<AccountsService, 'editProfile'>) {}

  /** Saves what was sent, checked against the row as it stands; answers the settings as saved. */
  async change(accountId: number, body: SearchSettingsBody): Promise<SearchSettings> {
    const edited = await this.accounts.editProfile(accountId, (row) => {
      const fields: Record<string, string> = {};
      // The member's own gender is fixed at sign-up (matching depends on it): only the stored one is accepted.
      if (body.gender !== undefined && body.gender !== row.gender) fields.gender = FieldErrorKey.invalid;
      const from = body.search_age_from ?? row.search_age_from;
      const to = body.search_age_to ?? row.search_age_to;
      // The range must run upwards once saved; the field sent is the one marked (as the profile edit marks it).
      if (from > to) {
        if (body.search_age_to !== undefined) fields.search_age_to = FieldErrorKey.tooSmall;
        else fields.search_age_from = FieldErrorKey.tooBig;
      }
      if (Object.keys(fields).length > 0) throw ApiError.validation(fields, `Invalid search settings: ${Object.keys(fields).join(', ')}`);
      const changes: ProfileChanges = {};
      if (body.search_gender !== undefined && body.search_gender !== row.search_gender) changes.search_gender = body.search_gender;
      if (from !== row.search_age_from) changes.search_age_from = from;
      if (to !== row.search_age_to) changes.search_age_to = to;
      return { changes, result: settingsOf({ gender: row.gender, search_gender: body.search_gender ?? row.search_gender, search_age_from: from, search_age_to: to }) };
    });
    if (!edited) throw ApiError.notFound('Profile not found');
    return edited.result;
  }
}

function settingsOf(row: Pick<ProfileRow, 'gender' | 'search_gender' | 'search_age_from' | 'search_age_to'>): SearchSettings {
  return { gender: row.gender, search_gender: row.search_gender === 'female' ? 'f' : 'm', search_age_from: row.search_age_from, search_age_to: row.search_age_to };
}
