import type { MemberDataHooks } from '../../platform/member-data.ts';
import type { PhotoFiles } from '../photos/index.ts';

/**
 * The member's verifications. A photo still waiting for its decision has renditions on storage,
 * deleted once the erase has committed. Not exported: the photo never stays past the decision.
 */
export function verificationMemberData(deps: { photoFiles: PhotoFiles }): MemberDataHooks {
  return {
    owner: 'verification',
    erases: { verifications: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      const rows = await trx.selectFrom('verifications').select('storage_key').where('account_id', '=', accountId).where('storage_key', 'is not', null).execute();
      await trx.deleteFrom('verifications').where('account_id', '=', accountId).execute();
      const storageKeys = rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
      return {
        async deleteFiles() {
          for (const storageKey of storageKeys) await deps.photoFiles.deleteFiles(storageKey);
        },
      };
    },
  };
}
