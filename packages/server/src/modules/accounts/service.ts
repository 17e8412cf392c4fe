import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LANGUAGE } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { newHid } from '../../platform/ids.ts';
import { accountsRepo, normalizeEmail, type AccountRow, type NewProfile, type ProfileRow } from './repo.ts';

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

/** Accounts and their profiles: the one place other modules create and read members. */
export class AccountsService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  /** Creates the account and its profile in one transaction; returns the account id. */
  create(input: CreateAccountInput, options: CreateAccountOptions = {}): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
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
      await options.withinTransaction?.(trx, accountId);
      return accountId;
    });
  }

  findByEmail(brandId: number, email: string): Promise<AccountRow | undefined> {
    return accountsRepo.findByEmail(this.db, brandId, email);
  }

  findById(id: number): Promise<AccountRow | undefined> {
    return accountsRepo.findById(this.db, id);
  }

  findProfile(accountId: number): Promise<ProfileRow | undefined> {
    return accountsRepo.findProfile(this.db, accountId);
  }

  update(id: number, changes: Parameters<typeof accountsRepo.update>[2]): Promise<void> {
    return accountsRepo.update(this.db, id, changes);
  }
}
