import { sql, type KyselyPlugin } from 'kysely';
import type { PhotoModeration } from '@amora/contracts';
import type { Dialect } from '../../platform/db/database.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { AccountsService } from '../accounts/index.ts';
import { LocationService } from '../discovery/index.ts';
import { texturedPhoto } from '../../testing/photos.ts';
import { PhotoFiles, type RenditionFiles } from '../photos/index.ts';
import { VerificationService } from '../verification/index.ts';
import { MemberViews } from './pipeline.ts';
import type { BlockSlot, RelationshipSlot } from './slots.ts';

/** A pipeline wired as the app wires it, over the test app's database, counting every query it runs. */
export interface CountedMemberViews {
  views: MemberViews;
  /** Queries run since the last reset. */
  queries(): number;
  reset(): void;
}

/**
 * The owners' services built over the app's database with a plugin that counts each executed
 * query (`transformResult` runs once per query), so a test sees exactly what one page costs
 * without the app's background jobs in the count. `slots` are the test doubles of the social slots.
 */
export function countedMemberViews(t: TestApp, slots: { blocks?: BlockSlot; relationships?: RelationshipSlot } = {}): CountedMemberViews {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  };
  const platform = { ...t.app.platform, db: t.app.platform.db.withPlugin(counter) };
  const { mediaUrls } = t.app.services.photoFiles;
  const photos = new PhotoFiles(platform.db, platform.storage, platform.clock, mediaUrls);
  const views = new MemberViews({
    accounts: new AccountsService(platform.db, platform.clock, platform.dialect, { events: platform.events }),
    photos,
    verification: new VerificationService(platform, photos),
    locations: new LocationService(platform.db, platform.clock),
    clock: platform.clock,
    mediaUrls,
    ...slots,
  });
  return {
    views,
    queries: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}

/**
 * Starts account and photo ids past 900,000,000, so a numeric id that leaks into a view is found
 * by its text (small ids would match any age or count).
 */
export async function distinctiveIds(t: TestApp, dialect: Dialect): Promise<void> {
  const { db } = t.app.platform;
  for (const table of ['accounts', 'photos']) {
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 900000000)`.execute(db);
    } else {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) values (${table}, 900000000)`.execute(db);
    }
  }
}

/** One stored file set that many photo rows share (as the demo population's avatars do): fast to give 50 members photos. */
export function storedFiles(t: TestApp, seed = 1): Promise<RenditionFiles> {
  return texturedPhoto(seed).then((image) => t.app.services.photoFiles.storeFiles(image));
}

/** Photo rows of one member in this order, the first the avatar, each with its own hid and blurred hid. */
export async function givePhotos(t: TestApp, accountId: number, files: RenditionFiles, moderations: readonly PhotoModeration[]): Promise<void> {
  await t.app.services.photoFiles.addSharedPhotos(moderations.map((moderation, i) => ({ accountId, files, moderation, isAvatar: i === 0 })));
}
