/**
 * The accounts module's public surface: other modules and the composition root import only this
 * file. The module owns the `accounts` and `profiles` tables (platform/db/table-owners.ts).
 */
export { AccountsService, type AccountChanges, type AccountsDeps, type CreateAccountInput, type CreateAccountOptions, type ProfileLocationListener, type ProfilePoint } from './service.ts';
export { normalizeEmail, type AccountRow, type NewAccount, type NewProfile, type ProfileChanges, type ProfileRow } from './repo.ts';
export { AccountStatus, type StatusChange } from './status.ts';
export { memberLanguage } from './member-language.ts';
export { accountsMemberData } from './member-data.ts';
