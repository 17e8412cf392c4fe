import type { AccountRow, AccountsService, ProfileRow } from '../accounts/index.ts';
import type { PhotoFiles, PhotoRow } from '../photos/index.ts';
import type { VerificationService } from '../verification/index.ts';
import type { CellCentre } from './distance.ts';
import type { BlockPairs, BlockSlot, Relationship, RelationshipSlot } from './slots.ts';
import type { MemberRef, MemberViewer } from './viewer.ts';

/**
 * Where members are compared from, by account id (modules/discovery's location service, which
 * owns the cells; typed here so the pipeline does not depend on discovery, which lists members
 * through it). A member without a location is absent from the map.
 */
export interface LocationSource {
  centresOf(accountIds: readonly number[]): Promise<ReadonlyMap<number, CellCentre>>;
}

/**
 * The batch reads a page is hydrated from, each of the module that owns its table and each
 * answering a whole page in one query; and the social slots.
 */
export interface MemberSources {
  accounts: Pick<AccountsService, 'findManyByIds' | 'findManyByHids' | 'findProfiles'>;
  photos: Pick<PhotoFiles, 'approvedPhotosOf'>;
  verification: Pick<VerificationService, 'verifiedAmong'>;
  locations: LocationSource;
  relationships: RelationshipSlot;
  blocks: BlockSlot;
}

/** Everything the rules and views need about a page, keyed by account id. Nothing here is filtered yet. */
export interface Hydration {
  /** The members found, in page order, each once. */
  order: readonly number[];
  accounts: ReadonlyMap<number, AccountRow>;
  /** The members' profiles. */
  profiles: ReadonlyMap<number, ProfileRow>;
  /** The cell centres of the members and of the viewer (distances start from it). */
  centres: ReadonlyMap<number, CellCentre>;
  /** Approved photos of the profile album, each member's in album order. */
  photos: ReadonlyMap<number, readonly PhotoRow[]>;
  /** Members who passed photo verification. */
  verified: ReadonlySet<number>;
  relationships: ReadonlyMap<number, Relationship>;
  blocks: BlockPairs;
}

const EMPTY: Hydration = {
  order: [],
  accounts: new Map(),
  profiles: new Map(),
  centres: new Map(),
  photos: new Map(),
  verified: new Set(),
  relationships: new Map(),
  blocks: { blockedByViewer: new Set(), blockingViewer: new Set() },
};

/**
 * Loads a page in one query per kind, whatever its size (STYLE.md "Reads as a pipeline"): the
 * accounts first (they turn hids into ids and say who exists), then profiles, locations,
 * photos, verifications and the social slots side by side. Presence and entitlements come
 * from the account rows themselves.
 */
export async function hydrate(sources: MemberSources, viewer: MemberViewer, ref: MemberRef): Promise<Hydration> {
  const rows = 'ids' in ref ? await sources.accounts.findManyByIds(ref.ids) : await sources.accounts.findManyByHids(ref.hids);
  const accounts = new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  const order = pageOrder(ref, accounts);
  if (order.length === 0) return EMPTY;

  const [profiles, centres, photos, verified, relationships, blocks] = await Promise.all([
    sources.accounts.findProfiles(order),
    sources.locations.centresOf([...order, viewer.id]),
    sources.photos.approvedPhotosOf(order),
    sources.verification.verifiedAmong(order),
    sources.relationships.relationshipsOf(viewer.id, order),
    sources.blocks.blocksBetween(viewer.id, order),
  ]);
  return {
    order,
    accounts,
    profiles: new Map(profiles.map((row) => [Number(row.account_id), row])),
    centres,
    photos: groupByMember(photos),
    verified,
    relationships,
    blocks,
  };
}

/** The ids of the accounts found, in the order the page named them, each once. */
function pageOrder(ref: MemberRef, accounts: ReadonlyMap<number, AccountRow>): number[] {
  if ('ids' in ref) return [...new Set(ref.ids)].filter((id) => accounts.has(id));
  const byHid = new Map([...accounts.values()].map((account) => [account.hid, account.id]));
  return [...new Set(ref.hids.flatMap((hid) => byHid.get(hid) ?? []))];
}

/** Rows arrive ordered by member, then album order; the grouping keeps that order. */
function groupByMember(rows: readonly PhotoRow[]): Map<number, PhotoRow[]> {
  const byMember = new Map<number, PhotoRow[]>();
  for (const row of rows) {
    const accountId = Number(row.account_id);
    const list = byMember.get(accountId);
    if (list) list.push(row);
    else byMember.set(accountId, [row]);
  }
  return byMember;
}
