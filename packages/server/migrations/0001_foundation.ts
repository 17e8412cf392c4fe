import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * The foundation schema: accounts, profiles, photos, sessions, splits, tracking, system log.
 * Typed against Kysely<unknown> so it never depends on today's table types.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('accounts')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('is_has_password', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ok', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('antiscam_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('soft_banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_mass', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('traffic_channel_id', 'integer')
    .addColumn('registration_country_id', 'integer')
    .addColumn('zendesk_hid', 'text', (c) => c.notNull())
    .addColumn('last_online_at', 'bigint')
    .addColumn('premium_until', 'bigint')
    .addColumn('plus_until', 'bigint')
    .addColumn('vip_until', 'bigint')
    .addColumn('premium_lifetime', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paused_until', 'bigint')
    .addColumn('is_pay_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('accounts_brand_email', ['brand_id', 'email_normalized'])
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('search_gender', 'text', (c) => c.notNull())
    .addColumn('search_age_from', 'integer', (c) => c.notNull())
    .addColumn('search_age_to', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('country_id', 'integer')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('user_mood', 'integer')
    .addColumn('field_of_activity', 'integer')
    .addColumn('alcohol', 'integer')
    .addColumn('children', 'integer')
    .addColumn('want_children', 'integer')
    .addColumn('education', 'integer')
    .addColumn('height', 'integer')
    .addColumn('weight', 'integer')
    .addColumn('marital_status', 'integer')
    .addColumn('religion', 'integer')
    .addColumn('smoking', 'integer')
    .addColumn('ethnicity', 'integer')
    .addColumn('accommodation', 'integer')
    .addColumn('position', 'integer')
    .addColumn('conversation_prompt', 'integer')
    .addColumn('goal', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('foreign_languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('site_pushes_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('profiles_gender_city').on('profiles').columns(['gender', 'city_id']).execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', id, pk)
    .addColumn('hid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_avatar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('moderation', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_account').on('photos').columns(['account_id', 'album_id', 'position']).execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', id, pk)
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_account').on('refresh_tokens').column('account_id').execute();

  await db.schema
    .createTable('login_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('split_bindings')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('split_hid', 'text', (c) => c.notNull())
    .addColumn('split_group', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('split_bindings_pk', ['account_id', 'split_hid'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', id, pk)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('account_id', 'bigint')
    .addColumn('uid', 'text')
    .addColumn('funnel_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_kind_time').on('events').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('system_log')
    .addColumn('id', id, pk)
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('host', 'text')
    .addColumn('brand_id', 'integer')
    .addColumn('account_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint')
    .execute();

}
