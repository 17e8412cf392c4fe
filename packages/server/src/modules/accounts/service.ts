import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LANGUAGE } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { EventOutbox } from '../../platform/events/outbox.ts';
import type { DomainEvent } from '../../platform/events/types.ts';
import { newHid } from '../../platform/ids.ts';
import { accountsRepo, normalizeEmail, type AccountRow, type Db, type NewAccount, type NewProfile, type ProfileChanges, type ProfileRow } from './repo.ts';
import { AccountStatus, type StatusChange } from './status.ts';

export interface CreateAccountInput {
  brandId: number;
  email: string;
  passwordHash: string | null;
  language?: string;
  emailConfirmed?: boolean;
  /** Defaults to the clock's now. */
  registeredAt?: number;
  /** GeoNames id of the country the member registered from. */
  registrationCountryId?: number | null;
  profile: NewProfile;
}

export interface CreateAccountOptions {
  /**
   * Runs inside the creating transaction after the account and profile rows exist (sign-up
   * attaches photos and spends its registration draft here); if it throws, nothing is kept.
   */
  withinTransaction?: (trx: Transaction<DatabaseSchema>, accountId: number) => Promise<void>;
}

/** A point on the map: the home city's coordinates a profile stores. */
export interface ProfilePoint {
  latitude: number;
  longitude: number;
}

/**
 * Told, inside the writing transaction, every time a profile's coordinates are written (at
 * creation, on a city change): discovery keeps the cell each member is compared from (DESIGN.md
 * §14), and no writer of a profile can forget to tell it. `at` is null once the profile has none.
 */
export interface ProfileLocationListener {
  profileLocated(db: Db, accountId: number, at: ProfilePoint | null): Promise<void>;
}

/**
 * The account columns other modules may change through `update`; status and password have their
 * own rules (a status change records its event, `changeStatus`).
 */
export type AccountChanges = Partial<Omit<AccountRow, 'id' | 'hid' | 'password_hash' | 'is_has_password' | 'ok' | 'self_removed_at'>>;

export interface AccountsDeps {
  /** Where a status change records `account.status.changed`, in the transaction that writes it. */
  events: EventOutbox;
  locations?: ProfileLocationListener;
}

/**
 * Accounts and their profiles: the one place other modules create, read and change members.
 * The account and its profile row are one member record, created together and erased together
 * (on delete cascade), so this module owns both tables. Methods that take `db` run inside the
 * caller's transaction when given one (on SQLite a read outside it would wait for it forever).
 */
export class AccountsService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly dialect: Dialect,
    private readonly deps: AccountsDeps,
  ) {}

  /**
   * Creates the account and its profile in one transaction; returns the account id. The
   * transaction is the event outbox's, so `withinTransaction` may record events (sign-up's).
   */
  create(input: CreateAccountInput, options: CreateAccountOptions = {}): Promise<number> {
    return this.deps.events.transaction(async (trx) => {
      const accountId = await accountsRepo.insert(
        trx,
        {
          hid: newHid(),
          brand_id: input.brandId,
          email: input.email.trim(),
          email_normalized: normalizeEmail(input.email),
          password_hash: input.passwordHash,
          is_has_password: input.passwordHash ? 1 : 0,
          ok: 1,
          email_confirmed: input.emailConfirmed ? 1 : 0,
          registered_at: input.registeredAt ?? this.clock.now(),
          language: input.language ?? DEFAULT_LANGUAGE,
          zendesk_hid: newHid(),
          registration_country_id: input.registrationCountryId ?? null,
        },
        input.profile,
      );
      await this.located(trx, accountId, input.profile);
      await options.withinTransaction?.(trx, accountId);
      return accountId;
    });
  }

  /**
   * Inserts many members at once, inside the caller's transaction when given one (the demo seed
   * writes its population in batches); answers the account ids in order.
   */
  async insertMany(members: ReadonlyArray<{ account: NewAccount; profile: NewProfile }>, db: Db = this.db): Promise<number[]> {
    const ids: number[] = [];
    for (const { account, profile } of members) {
      const accountId = await accountsRepo.insert(db, account, profile);
      await this.located(db, accountId, profile);
      ids.push(accountId);
    }
    return ids;
  }

  /** Whether any account exists (the demo seed runs only on an empty database). */
  hasAny(): Promise<boolean> {
    return accountsRepo.any(this.db);
  }

  findByEmail(brandId: number, email: string): Promise<AccountRow | undefined> {
    return accountsRepo.findByEmail(this.db, brandId, email);
  }

  findAllByEmail(email: string): Promise<AccountRow[]> {
    return accountsRepo.findAllByEmail(this.db, email);
  }

  findById(id: number, db: Db = this.db): Promise<AccountRow | undefined> {
    return accountsRepo.findById(db, id);
  }

  /** Account status `ok` of each account of `ids` that exists (absent ones are missing from the map). */
  statuses(ids: readonly number[]): Promise<Map<number, number>> {
    return accountsRepo.statuses(this.db, ids);
  }

  findProfile(accountId: number, db: Db = this.db): Promise<ProfileRow | undefined> {
    return accountsRepo.findProfile(db, accountId);
  }

  /** The accounts of a page of members, whatever their status, in one query (the member-view pipeline). */
  findManyByIds(ids: readonly number[], db: Db = this.db): Promise<AccountRow[]> {
    return accountsRepo.findManyByIds(db, ids);
  }

  /** The accounts of a page of members named by hid, in one query; unknown hids are absent. */
  findManyByHids(hids: readonly string[]): Promise<AccountRow[]> {
    return accountsRepo.findManyByHids(this.db, hids);
  }

  /** The accounts of these addresses, each in its brand, in one query; unknown ones are absent. */
  findManyByEmails(addresses: ReadonlyArray<{ brandId: number; email: string }>): Promise<AccountRow[]> {
    return accountsRepo.findManyByEmails(this.db, addresses);
  }

  /** The `limit` newest accounts, newest first, whatever their status (those who just joined). */
  newest(limit: number): Promise<AccountRow[]> {
    return accountsRepo.newest(this.db, limit);
  }

  /** The profiles of a page of members, in one query. */
  findProfiles(accountIds: readonly number[]): Promise<ProfileRow[]> {
    return accountsRepo.findProfiles(this.db, accountIds);
  }

  update(id: number, changes: AccountChanges, db: Db = this.db): Promise<void> {
    return accountsRepo.update(db, id, changes);
  }

  /**
   * Edits the member's profile in one transaction: `decide` sees the row as it is (locked on
   * PostgreSQL until commit) and answers the columns to change and the events they make, or
   * throws to change nothing. Answers what `decide` answered; undefined when the member has no profile.
   */
  editProfile<T>(accountId: number, decide: (row: ProfileRow) => { changes: ProfileChanges; result: T; events?: DomainEvent[] }): Promise<{ result: T } | undefined> {
    return this.deps.events.transaction(async (trx) => {
      const row = await accountsRepo.findProfileForUpdate(trx, accountId, this.dialect);
      if (!row) return undefined;
      const { changes, result, events = [] } = decide(row);
      if (Object.keys(changes).length > 0) await accountsRepo.updateProfile(trx, accountId, changes);
      for (const event of events) await this.deps.events.record(trx, event);
      if ('latitude' in changes || 'longitude' in changes) await this.located(trx, accountId, { ...row, ...changes });
      return { result };
    });
  }

  /**
   * The one write of a password (settings' change, recovery's reset): only if the stored hash is
   * still `expected`, so a concurrent change or reset wins and this one answers false. A reset by
   * e-mail link also confirms the address (`confirmEmail`): the link came to that mailbox.
   */
  replacePasswordHash(db: Db, accountId: number, change: { expected: string | null; next: string; confirmEmail: boolean }): Promise<boolean> {
    return accountsRepo.replacePasswordHash(db, accountId, change.expected, change.next, { confirmEmail: change.confirmEmail });
  }

  /**
   * The one write of an account status: only from a status of `change.from` (false otherwise:
   * another change came first), recording `account.status.changed` in the same transaction, so
   * whoever counts or lists the member follows every hide, removal, restore and ban. `trx` comes
   * from `events.transaction()`.
   */
  async changeStatus(trx: Transaction<DatabaseSchema>, accountId: number, change: StatusChange): Promise<boolean> {
    if (!(await accountsRepo.changeStatus(trx, accountId, change))) return false;
    await this.deps.events.record(trx, { type: 'account.status.changed', memberId: accountId, ok: change.ok });
    return true;
  }

  /** Hides or self-removes an active account (DESIGN.md §13 `ok`); false when it was no longer active. */
  deactivate(accountId: number, change: { ok: number; selfRemovedAt: number | null }): Promise<boolean> {
    return this.deps.events.transaction((trx) => this.changeStatus(trx, accountId, { ...change, from: [AccountStatus.active] }));
  }

  /** A hidden or self-removed account is active again; false when it was neither (active already, or banned). */
  restore(accountId: number): Promise<boolean> {
    return this.deps.events.transaction((trx) =>
      this.changeStatus(trx, accountId, { ok: AccountStatus.active, selfRemovedAt: null, from: [AccountStatus.hidden, AccountStatus.selfRemoved] }),
    );
  }

  /** Accounts self-removed at `cutoff` or before and not restored, longest gone first (the erase job). */
  selfRemovedBefore(cutoff: number, limit: number): Promise<number[]> {
    return accountsRepo.selfRemovedBefore(this.db, cutoff, limit);
  }

  /**
   * Inside the erase transaction: whether the account is still self-removed since `cutoff` or
   * before, held so (on PostgreSQL) until the transaction ends; a restore in between wins.
   */
  /**
   * Holds the member's account row until the transaction ends, so changes to what the member
   * owns (the coin balance) run one at a time; SQLite runs one transaction at a time anyway.
   * Answers whether the member exists.
   */
  lock(trx: Transaction<DatabaseSchema>, accountId: number): Promise<boolean> {
    return accountsRepo.lock(trx, this.dialect, accountId);
  }

  lockSelfRemovedBefore(trx: Transaction<DatabaseSchema>, accountId: number, cutoff: number): Promise<boolean> {
    return accountsRepo.lockSelfRemovedBefore(trx, this.dialect, accountId, cutoff);
  }

  /** Tells the listener where a profile just written places its member. */
  private async located(db: Db, accountId: number, profile: { latitude?: number | null; longitude?: number | null }): Promise<void> {
    const { latitude, longitude } = profile;
    await this.deps.locations?.profileLocated(db, accountId, typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null);
  }

  /** Marks members seen online at `at`; answers the status of each that still exists (the realtime heartbeat). */
  touchOnline(ids: readonly number[], at: number): Promise<Map<number, number>> {
    return accountsRepo.touchOnline(this.db, ids, at);
  }
}
