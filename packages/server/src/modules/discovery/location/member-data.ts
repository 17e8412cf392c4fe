import type { MemberDataHooks } from '../../../platform/member-data.ts';
import { locationRepo } from './repo.ts';
import type { LocationService } from './service.ts';

/** The member's stored cells (never a position: none is kept), erased with the account. */
export function locationMemberData(locations: LocationService): MemberDataHooks {
  return {
    owner: 'discovery.location',
    erases: { member_locations: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await locationRepo.erase(trx, accountId);
    },
    async export({ accountId }) {
      const [source, rows] = await Promise.all([locations.sourceOf(accountId), locations.cellsOf(accountId)]);
      return {
        sections: {
          location: {
            source,
            cells: rows.map((row) => ({ source: row.source, h3_cell: row.cell, centre: { latitude: row.latitude, longitude: row.longitude } })),
          },
        },
      };
    },
  };
}
