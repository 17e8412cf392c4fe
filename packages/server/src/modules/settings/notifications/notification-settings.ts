import type { Kysely, Transaction } from 'kysely';
import {
  isSettingNotificationType,
  NOTIFICATION_SETTING_TYPES,
  NotificationFieldError,
  NotificationType,
  type Language,
  type NotificationSettingView,
  type NotificationSettingsBody,
} from '@amora/contracts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { notificationLabel } from './notification-labels.ts';
import { notificationSettingsRepo } from './repo.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Where the choices are read: the database or an open transaction, and the member's profile. */
export interface NotificationSettingsSource {
  db: Db;
  accounts: Pick<AccountsService, 'findProfile'>;
}

/**
 * The types a member turned off. A type the member never set follows the sign-up choice
 * "send me e-mail notifications" (profiles.is_subscribed): unticked there means all off.
 */
async function disabledTypes({ db, accounts }: NotificationSettingsSource, accountId: number): Promise<Set<number>> {
  const [profile, rows] = await Promise.all([accounts.findProfile(accountId, db), notificationSettingsRepo.choices(db, accountId)]);
  const offByDefault = profile !== undefined && Number(profile.is_subscribed) === 0;
  const chosen = new Map(rows.map((row) => [Number(row.type), Number(row.disabled) === 1]));
  return new Set(NOTIFICATION_SETTING_TYPES.filter((type) => chosen.get(type) ?? offByDefault));
}

/** GET /rest/v2/user/settings/notification: every type but the service one, labelled in `lang`. */
export async function notificationSettings(source: NotificationSettingsSource, accountId: number, lang: Language): Promise<NotificationSettingView[]> {
  const disabled = await disabledTypes(source, accountId);
  return NOTIFICATION_SETTING_TYPES.map((type) => ({ id: type, label: notificationLabel(type, lang), disabled: disabled.has(type) }));
}

/** Whether a mail of `type` may go to the member; service mail always may. */
export async function isNotificationEnabled(source: NotificationSettingsSource, accountId: number, type: number): Promise<boolean> {
  if (type === NotificationType.service) return true;
  return !(await disabledTypes(source, accountId)).has(type);
}

/**
 * PUT /rest/v2/user/settings/notifications: checks every id first, so a bad body writes nothing.
 * An id in both lists is a contradiction, refused like an unknown one.
 */
export async function saveNotificationSettings(db: Kysely<DatabaseSchema>, accountId: number, body: Required<NotificationSettingsBody>, now: number): Promise<void> {
  const fields: Record<string, string> = {};
  if (body.enabled.some((id) => !isSettingNotificationType(id))) fields.enabled = NotificationFieldError.notificationInvalid;
  if (body.disabled.some((id) => !isSettingNotificationType(id) || body.enabled.includes(id))) fields.disabled = NotificationFieldError.notificationInvalid;
  if (Object.keys(fields).length) throw ApiError.validation(fields, 'Unknown or contradictory notification ids');
  const choices = [...body.enabled.map((type) => ({ type, disabled: 0 })), ...body.disabled.map((type) => ({ type, disabled: 1 }))];
  await writeChoices(db, accountId, choices, now);
}

/** Turns one type off (the unsubscribe links). */
export async function disableNotification(db: Db, accountId: number, type: number, now: number): Promise<void> {
  await writeChoices(db, accountId, [{ type, disabled: 1 }], now);
}

async function writeChoices(db: Db, accountId: number, choices: Array<{ type: number; disabled: number }>, now: number): Promise<void> {
  const unique = [...new Map(choices.map((choice) => [choice.type, choice])).values()];
  await notificationSettingsRepo.save(db, accountId, unique, now);
}
