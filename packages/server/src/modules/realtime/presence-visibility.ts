import type { AccountsService } from '../accounts/index.ts';

/** Account status `ok` of an active member (DESIGN.md §13); 0 hidden, -1 self-removed, -2 banned. */
const ACTIVE = 1;

/** The member whose presence changed, as the rule needs it: loaded once per change, not per socket. */
export interface PresenceSubject {
  accountId: number;
  ok: number;
}

/** The member holding a socket that watches the subject's shard; known from the socket's authentication. */
export interface PresenceViewer {
  accountId: number;
  ok: number;
}

/**
 * May `viewer` hear that `subject` came online or went offline (DESIGN.md §6: "may THIS user see
 * THIS")? Subscribing to every online shard must not reveal more than this rule allows, so the
 * hub asks it for every socket before it sends a presence frame. Today: both accounts active,
 * and not the same member. A hidden, self-removed or banned member is never announced, online or
 * offline, and such a viewer hears nobody.
 *
 * The safety module extends this one place with "not blocked either way": the blocks of the
 * subject load with it in `loadPresenceSubjects` (one query per batch of changes), and the rule
 * stays an in-memory check per socket.
 */
export function maySeePresence(viewer: PresenceViewer, subject: PresenceSubject): boolean {
  return viewer.ok === ACTIVE && subject.ok === ACTIVE && viewer.accountId !== subject.accountId;
}

/** The subjects of a batch of presence changes in one query; an account that no longer exists is absent. */
export async function loadPresenceSubjects(accounts: Pick<AccountsService, 'statuses'>, accountIds: readonly number[]): Promise<Map<number, PresenceSubject>> {
  const statuses = await accounts.statuses(accountIds);
  return new Map([...statuses].map(([accountId, ok]) => [accountId, { accountId, ok }]));
}
