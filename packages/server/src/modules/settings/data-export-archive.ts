import { zipSync, strToU8, type Zippable } from 'fflate';
import { ONBOARDING_ITEMS } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { InterestsService } from '../interests/service.ts';
import { renditionKey } from '../photos/presets.ts';
import { memberRecipient } from './mail-recipient.ts';
import { notificationSettings } from './notification-settings.ts';

/** The data file inside the archive; photos sit beside it under `photos/`. */
export const ARCHIVE_DATA_FILE = 'my-data.json';

function iso(ms: number | string | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/**
 * Everything the service keeps about one member (GDPR art. 15 and 20), as a ZIP: one JSON file
 * (account without the password hash, profile, interests, settings and cookie consent, photos,
 * pushes and events) and each photo as stored (the `o` rendition: full size, metadata stripped).
 * Only rows keyed to this member are read. Undefined when the account is gone.
 */
export async function buildMemberArchive(platform: Platform, accountId: number): Promise<Uint8Array | undefined> {
  const { db } = platform;
  const account = await platform.accounts.findById(accountId);
  if (!account) return undefined;
  const lang = memberRecipient(platform, account).lang;
  const [profile, photos, pushes, events, onboarding, notifications, consent] = await Promise.all([
    platform.accounts.findProfile(accountId),
    db.selectFrom('photos').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('pushes').select(['type', 'record', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute(),
    db.selectFrom('events').select(['kind', 'payload', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute(),
    db.selectFrom('onboarding_items').select(['item', 'done_at']).where('account_id', '=', accountId).execute(),
    notificationSettings(db, accountId, lang),
    db.selectFrom('member_consents').select(['functional', 'performance', 'advertising', 'policy', 'updated_at']).where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  const { password_hash: _withheld, ...accountData } = account;
  const interestIds = new Set(profile ? (parsed(profile.interests) as number[]) : []);
  const files: Zippable = {};
  const photoEntries = [];
  for (const photo of photos) {
    const stored = await platform.storage.get(renditionKey(photo.storage_key, 'o', 'jpg'));
    const file = stored ? `photos/${photo.hid}.jpg` : null;
    // JPEG is compressed already; storing it as is saves the work.
    if (stored) files[file!] = [new Uint8Array(Buffer.concat(await stored.body.toArray())), { level: 0 }];
    photoEntries.push({
      hid: photo.hid,
      file,
      is_avatar: Number(photo.is_avatar) === 1,
      moderation: photo.moderation,
      width: photo.width,
      height: photo.height,
      uploaded_at: iso(photo.created_at),
    });
  }
  const data = {
    exported_at: iso(platform.clock.now()),
    account: {
      ...accountData,
      registered_at: iso(account.registered_at),
      last_online_at: iso(account.last_online_at),
      self_removed_at: iso(account.self_removed_at),
    },
    profile: profile ? { ...profile, goal: parsed(profile.goal), foreign_languages: parsed(profile.foreign_languages), interests: parsed(profile.interests) } : null,
    interests: new InterestsService(platform.accounts).all(lang).filter((interest) => interestIds.has(interest.id)),
    settings: {
      language: lang,
      email_notifications: notifications,
      onboarding: ONBOARDING_ITEMS.map((name) => ({ name, done_at: iso(onboarding.find((row) => row.item === name)?.done_at) })),
      cookie_consent: consent
        ? {
            functional: Number(consent.functional) === 1,
            performance: Number(consent.performance) === 1,
            advertising: Number(consent.advertising) === 1,
            policy: consent.policy,
            chosen_at: iso(consent.updated_at),
          }
        : null,
    },
    photos: photoEntries,
    pushes: pushes.map((push) => ({ type: push.type, sent_at: iso(push.created_at), record: parsed(push.record) })),
    events: events.map((event) => ({ kind: event.kind, at: iso(event.created_at), payload: parsed(event.payload) })),
  };
  files[ARCHIVE_DATA_FILE] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(files, { level: 6 });
}
