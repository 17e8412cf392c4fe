/** Account status `ok` (DESIGN.md §13): 1 active, 0 hidden, -1 self-removed, below -1 banned. */
export type AccountState = 'active' | 'restorable' | 'banned';

export function accountState(ok: number): AccountState {
  if (ok < -1) return 'banned';
  if (ok === 0 || ok === -1) return 'restorable';
  return 'active';
}
