import { verifyPassword } from '../platform/auth/passwords.ts';
import type { DemoRoster, RosterMember } from '../modules/demo-population/index.ts';
import type { AppContext } from '../modules/services.ts';
import { demoMemberBrand, demoMemberEmail } from './members.ts';
import { DEMO_MEMBER_PASSWORD } from './seed.ts';

/** Addresses looked up per query. */
const BATCH = 500;

/**
 * The seeded members the living population acts for (modules/demo-population): demo member N is
 * `member<N>@example.com` on the brand the seed gives N, active, and opened by the demo members'
 * published password. Nobody else gets in: the demo account has another address, and a visitor
 * who signs up with such an address (on a brand where the seed put nobody under it) has a
 * password of their own — unless they chose the published one, and then anyone may log in as
 * them anyway. Each distinct password hash is verified once per process (the seed gives every
 * member the same one).
 */
export function seededRoster({ services }: AppContext): DemoRoster {
  const verdicts = new Map<string, Promise<boolean>>();
  const opensWithDemoPassword = (hash: string) => {
    let verdict = verdicts.get(hash);
    if (!verdict) {
      verdict = verifyPassword(hash, DEMO_MEMBER_PASSWORD);
      verdicts.set(hash, verdict);
    }
    return verdict;
  };
  return {
    async load(size) {
      const members: RosterMember[] = [];
      for (let first = 1; first <= size; first += BATCH) {
        const indexes = Array.from({ length: Math.min(BATCH, size - first + 1) }, (_, i) => first + i);
        const rows = await services.accounts.findManyByEmails(indexes.map((index) => ({ brandId: demoMemberBrand(index).id, email: demoMemberEmail(index) })));
        for (const row of rows) {
          if (row.ok === 1 && row.password_hash && (await opensWithDemoPassword(row.password_hash))) members.push({ id: Number(row.id), hid: row.hid });
        }
      }
      return members.sort((a, b) => a.id - b.id);
    },
  };
}
