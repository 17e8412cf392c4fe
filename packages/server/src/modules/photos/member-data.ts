import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import type { Storage } from '../../platform/storage.ts';
import type { PhotoFiles } from './photo-files.ts';
import { renditionKey } from './presets.ts';

/**
 * The member's photos: erased with their renditions (once the erase has committed), exported as
 * rows plus each photo as stored — the `o` rendition, full size with its metadata stripped.
 */
export function photosMemberData(deps: { db: Kysely<DatabaseSchema>; storage: Storage; photoFiles: PhotoFiles }): MemberDataHooks {
  return {
    owner: 'photos',
    erases: { photos: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      const rows = await trx.selectFrom('photos').select('storage_key').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('photos').where('account_id', '=', accountId).execute();
      const storageKeys = [...new Set(rows.map((row) => row.storage_key))];
      return {
        async deleteFiles() {
          for (const storageKey of storageKeys) await deps.photoFiles.deleteFiles(storageKey);
        },
      };
    },
    async export({ accountId }) {
      const photos = await deps.db.selectFrom('photos').selectAll().where('account_id', '=', accountId).orderBy('position').orderBy('id').execute();
      const files: Record<string, Uint8Array> = {};
      const entries = [];
      for (const photo of photos) {
        const stored = await deps.storage.get(renditionKey(photo.storage_key, 'o', 'jpg'));
        const file = stored ? `photos/${photo.hid}.jpg` : null;
        if (stored) files[file!] = new Uint8Array(Buffer.concat(await stored.body.toArray()));
        entries.push({
          hid: photo.hid,
          file,
          is_avatar: Number(photo.is_avatar) === 1,
          moderation: photo.moderation,
          width: photo.width,
          height: photo.height,
          uploaded_at: archiveTime(photo.created_at),
        });
      }
      return { sections: { photos: entries }, files };
    },
  };
}
