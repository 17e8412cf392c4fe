import { zipSync, strToU8, type Zippable } from 'fflate';
import { archiveTime, type MemberExportSubject } from '../../../platform/member-data.ts';
import type { Platform } from '../../../platform/platform.ts';

/** The data file inside the archive; the files the owners include sit beside it (`photos/`). */
export const ARCHIVE_DATA_FILE = 'my-data.json';

/**
 * Everything the service keeps about one member (GDPR art. 15 and 20), as a ZIP: one JSON file
 * with every module's sections (platform/member-data.ts: the account without its password hash,
 * profile, interests, settings and cookie consent, photos, pushes, events) and the files they
 * include (each photo as stored). Only rows keyed to this member are read. Undefined when the
 * account is gone.
 */
export async function buildMemberArchive(platform: Platform, subject: MemberExportSubject): Promise<Uint8Array | undefined> {
  const content = await platform.memberData.export(subject);
  if (!content) return undefined;
  const files: Zippable = {};
  // Included files are media, compressed already; storing them as they are saves the work.
  for (const [file, bytes] of Object.entries(content.files)) files[file] = [bytes, { level: 0 }];
  files[ARCHIVE_DATA_FILE] = strToU8(JSON.stringify({ exported_at: archiveTime(platform.clock.now()), ...content.data }, null, 2));
  return zipSync(files, { level: 6 });
}
