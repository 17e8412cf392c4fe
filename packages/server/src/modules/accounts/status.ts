/** Account status `ok` (DESIGN.md §13): below -1 is banned. */
export const AccountStatus = { active: 1, hidden: 0, selfRemoved: -1, banned: -2 } as const;

/** A status change: the new `ok`, the statuses it may come from, and the removal time (undefined: as it is). */
export interface StatusChange {
  ok: number;
  from: readonly number[];
  selfRemovedAt?: number | null;
}
