import type { AccountsTable } from './tables/accounts.ts';
import type { EventsTable } from './tables/events.ts';
import type { FunnelPhotosTable } from './tables/funnel-photos.ts';
import type { MailOutboxTable } from './tables/mail-outbox.ts';
import type { RegistrationDraftsTable } from './tables/registration-drafts.ts';
import type { LoginKeysTable } from './tables/login-keys.ts';
import type { MemberCountersTable } from './tables/member-counters.ts';
import type { PhotosTable } from './tables/photos.ts';
import type { ProfilesTable } from './tables/profiles.ts';
import type { PushesTable } from './tables/pushes.ts';
import type { RefreshTokensTable } from './tables/refresh-tokens.ts';
import type { SplitBindingsTable } from './tables/split-bindings.ts';
import type { SystemLogTable } from './tables/system-log.ts';
import type { ThrottleCountersTable } from './tables/throttle-counters.ts';

export interface DatabaseSchema {
  accounts: AccountsTable;
  profiles: ProfilesTable;
  photos: PhotosTable;
  refresh_tokens: RefreshTokensTable;
  login_keys: LoginKeysTable;
  split_bindings: SplitBindingsTable;
  events: EventsTable;
  system_log: SystemLogTable;
  throttle_counters: ThrottleCountersTable;
  funnel_photos: FunnelPhotosTable;
  mail_outbox: MailOutboxTable;
  registration_drafts: RegistrationDraftsTable;
  pushes: PushesTable;
  member_counters: MemberCountersTable;
}
