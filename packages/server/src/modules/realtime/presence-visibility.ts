import { AccountStatus, type AccountsService } from '../accounts/index.ts';

/** The member whose presence changed, as the rule needs it: loaded once per change, not per socket. */
export interface PresenceSubject {
  accountId: number;
  ok: number;
  /** Members the subject blocked or who blocked the subject (modules/safety): they never hear each other. */
  blockedWith?: ReadonlySet<number>;
}

/** Blocks either way of a batch of members, in one query (modules/safety's service). */
export interface PresenceBlocks {
  blockedWithAny(accountIds: readonly number[]): Promise<ReadonlyMap<number, ReadonlySet<number>>>;
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
 * And not blocked either way (modules/safety): the blocks of the subject load with it in
 * `loadPresenceSubjects` (one more query per batch of changes), and the rule stays an in-memory
 * check per socket.
 */
export function maySeePresence(viewer: PresenceViewer, subject: PresenceSubject): boolean {
  return viewer.ok === AccountStatus.active && subject.ok === AccountStatus.active && viewer.accountId !== subject.accountId && !subject.blockedWith?.has(viewer.accountId);
}

/** The subjects of a batch of presence changes in one query; an account that no longer exists is absent. */
export async function loadPresenceSubjects(
  accounts: Pick<AccountsService, 'statuses'>,
  accountIds: readonly number[],
  blocks?: PresenceBlocks,
): Promise<Map<number, PresenceSubject>> {
  const [statuses, blocked] = await Promise.all([accounts.statuses(accountIds), blocks?.blockedWithAny(accountIds)]);
  return new Map([...statuses].map(([accountId, ok]) => [accountId, { accountId, ok, blockedWith: blocked?.get(accountId) }]));
}
