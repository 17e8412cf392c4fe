import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ApiCode } from '@amora/contracts';
import type { DatabaseSchema } from '../db/schema.ts';
import { DAY, type Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { newHid, newSecret } from '../ids.ts';
import type { AccessTokens } from './access-token.ts';
import type { MemberDataHooks } from '../member-data.ts';

/** Refresh tokens live 30 days (DESIGN.md §6). */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY;

/** The tokens a login answers with (spec 1 §3). */
export interface SessionTokens {
  accessToken: { access_token: string; expire_at: number };
  refreshToken: { refresh_token: string; expire_at: number };
}

export interface RefreshedSession {
  accountId: number;
  tokens: SessionTokens;
}

/** Which sessions a revocation ended: one session, or every session of an account but one. */
export type RevokedSessions = { sessionId: string } | { accountId: number; exceptSessionId?: string };

/** The aliveness rule of a session family: none of its tokens revoked, its newest not expired. */
export function familyIsAlive(state: { revoked: number; expiresAt: number }, now: number): boolean {
  return state.revoked === 0 && state.expiresAt > now;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * Sessions as refresh-token families: login starts a family, each refresh rotates the token
 * inside it, and a rotated token presented again revokes the whole family — someone holds a
 * copy (DESIGN.md §6).
 */
export class Sessions {
  private readonly revokedListeners = new Set<(revoked: RevokedSessions) => void>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly accessTokens: AccessTokens,
    private readonly clock: Clock,
  ) {}

  /** Told after every revocation, so live connections of those sessions can be closed. */
  onRevoked(listener: (revoked: RevokedSessions) => void): void {
    this.revokedListeners.add(listener);
  }

  private revoked(revoked: RevokedSessions): void {
    for (const listener of this.revokedListeners) listener(revoked);
  }

  async start(account: { id: number; brand_id: number }): Promise<SessionTokens> {
    return this.issue(account, newHid());
  }

  /**
   * Rotates a refresh token; 401 code 3 for an unknown, expired, revoked or reused token, or a
   * token of another brand than the one asking.
   */
  async refresh(refreshToken: string, options: { brandId: number }): Promise<RefreshedSession> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('accounts', 'accounts.id', 'refresh_tokens.account_id')
      .select([
        'refresh_tokens.id',
        'refresh_tokens.family_id',
        'refresh_tokens.expires_at',
        'refresh_tokens.rotated_at',
        'refresh_tokens.revoked_at',
        'accounts.id as account_id',
        'accounts.brand_id',
        'accounts.ok',
      ])
      .where('refresh_tokens.token_hash', '=', hashSecret(refreshToken))
      .executeTakeFirst();
    const invalid = ApiError.unauthorized(ApiCode.refreshTokenInvalid, 'Refresh token invalid');
    if (!row || row.expires_at <= now || row.brand_id !== options.brandId) throw invalid;
    // A ban revokes every session; whoever holds one is told why (as login tells someone with the
    // password, 403 code 5), so the member's open app shows the banned screen, not the login page.
    if (row.ok < -1) throw new ApiError(403, ApiCode.accountBanned, 'Account banned');
    if (row.revoked_at !== null) throw invalid;
    if (row.rotated_at !== null) {
      await this.revokeFamily(row.family_id);
      throw invalid;
    }
    // Only one of two concurrent refreshes with the same token may win the rotation; the loser
    // presented a rotated token, which is reuse.
    const claimed = await this.db
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await this.revokeFamily(row.family_id);
      throw invalid;
    }
    const tokens = await this.issue({ id: row.account_id, brand_id: row.brand_id }, row.family_id);
    // A concurrent reuse may have revoked the family while the new token was being written; that
    // token is dead (the family is revoked) and must not be handed out as a success.
    if (await this.isRevoked(row.family_id)) throw invalid;
    return { accountId: row.account_id, tokens };
  }

  /** The session (family) a refresh token belongs to, rotated or not; for logout. */
  async familyOf(refreshToken: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashSecret(refreshToken))
      .executeTakeFirst();
    return row?.family_id;
  }

  /** When the account's session (family) began: its first token's issue time; undefined for no such session. */
  async familyStartedAt(familyId: string, accountId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.min('created_at').as('started_at'))
      .where('family_id', '=', familyId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row?.started_at === null || row?.started_at === undefined ? undefined : Number(row.started_at);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: this.clock.now() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    this.revoked({ sessionId: familyId });
  }

  /** Ends every session of an account, optionally keeping one, and closes their live sockets. */
  async revokeAll(accountId: number, options: { except?: string } = {}): Promise<void> {
    await this.endAll(this.db, accountId, options);
    this.revoked({ accountId, exceptSessionId: options.except });
  }

  /**
   * Ends every session of an account but `except` inside the caller's transaction, so the change
   * that calls for it (a password change or reset) and the end of the sessions commit together.
   * Their live sockets are the caller's event's business after commit (the realtime module
   * subscribes to `password.changed` and `password.reset`); the revoked listeners hear nothing.
   */
  async endAll(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, accountId: number, options: { except?: string } = {}): Promise<void> {
    let query = db
      .updateTable('refresh_tokens')
      .set({ revoked_at: this.clock.now() })
      .where('account_id', '=', accountId)
      .where('revoked_at', 'is', null);
    if (options.except) query = query.where('family_id', '!=', options.except);
    await query.execute();
  }

  /**
   * The refresh tokens of an erased account go inside its erase transaction (DESIGN.md §13
   * "Deletion"); the account's sessions were revoked when it was self-removed.
   */
  memberData(): MemberDataHooks {
    return {
      owner: 'sessions',
      erases: { refresh_tokens: ['account_id'] },
      dependsOn: ['accounts'],
      async erase(trx, accountId) {
        await trx.deleteFrom('refresh_tokens').where('account_id', '=', accountId).execute();
      },
    };
  }

  /**
   * A session is alive while it is not revoked and its newest token has not expired. A family is
   * revoked as soon as any of its tokens is: a token written after a concurrent revocation
   * started must not bring the family back.
   */
  async isAlive(familyId: string): Promise<boolean> {
    return familyIsAlive(await this.familyState(familyId), this.clock.now());
  }

  private async isRevoked(familyId: string): Promise<boolean> {
    return (await this.familyState(familyId)).revoked > 0;
  }

  private async familyState(familyId: string): Promise<{ revoked: number; expiresAt: number }> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select((eb) => [eb.fn.count<number>('revoked_at').as('revoked'), eb.fn.max('expires_at').as('expires_at')])
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    return { revoked: Number(row?.revoked ?? 0), expiresAt: Number(row?.expires_at ?? 0) };
  }

  private async issue(account: { id: number; brand_id: number }, familyId: string): Promise<SessionTokens> {
    const now = this.clock.now();
    const refresh_token = newSecret();
    const expiresAt = now + REFRESH_TOKEN_TTL_MS;
    await this.db
      .insertInto('refresh_tokens')
      .values({
        family_id: familyId,
        account_id: account.id,
        token_hash: hashSecret(refresh_token),
        created_at: now,
        expires_at: expiresAt,
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    const accessToken = await this.accessTokens.issue({ accountId: account.id, sessionId: familyId, brandId: account.brand_id });
    return { accessToken, refreshToken: { refresh_token, expire_at: Math.floor(expiresAt / 1000) } };
  }
}
