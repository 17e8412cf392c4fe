import type { AccountRow } from '../accounts/index.ts';
import type { TierColumns } from '../entitlements/index.ts';

/**
 * Who looks: their id and hid (never sent back to them as another member), their language (place
 * names are written in it) and their tier columns.
 */
export type MemberViewer = Pick<AccountRow, 'id' | 'hid' | 'language'> & TierColumns;

/** A page of members: by account id (lists, feeds) or by hid (a profile or album the client names). */
export type MemberRef = { ids: readonly number[] } | { hids: readonly string[] };
