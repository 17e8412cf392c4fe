import type { Kysely } from 'kysely';
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
  profile: NewProfile;
}

/** Accounts and their profiles: the one place other modules create and read members. */
export class AccountsService {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  /** Creates the account and its profile in one transaction; returns the account id. */
  create(input: CreateAccountInput): Promise<number> {
    return this.db.transaction().execute((trx) =>
      accountsRepo.insert(
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
        },
        input.profile,
      ),
    );
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
