import { archiveJson, type MemberDataHooks } from '../../platform/member-data.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { InterestsService } from './service.ts';

/**
 * The member's interests as the catalogue names them in the export's language. The ids live in
 * the profile (the accounts module erases it); this module owns only the catalogue.
 */
export function interestsMemberData(deps: { accounts: AccountsService; interests: InterestsService }): MemberDataHooks {
  return {
    owner: 'interests',
    erases: {},
    dependsOn: ['accounts'],
    async export({ accountId, language }) {
      const profile = await deps.accounts.findProfile(accountId);
      const interestIds = new Set(profile ? (archiveJson(profile.interests) as number[]) : []);
      return { sections: { interests: deps.interests.all(language).filter((interest) => interestIds.has(interest.id)) } };
    },
  };
}
