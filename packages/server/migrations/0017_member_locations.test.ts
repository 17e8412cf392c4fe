import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { snapToCell } from '../src/modules/discovery/index.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { MIGRATIONS } from '../src/platform/db/migrate.ts';
import { TEST_DIALECTS, TEST_POSTGRES_URL } from '../src/testing/test-app.ts';
import * as m0017 from './0017_member_locations.ts';

describe.each(TEST_DIALECTS)('migration 0017 on a database with members on %s', (dialect) => {
  it('gives each member a profile places its city cell, over more than one batch, and nobody else a row', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-migration-'));
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(dialect === 'postgres' ? { databaseUrl: TEST_POSTGRES_URL, schema, dataDir } : { dataDir });
    const db = database.db as unknown as Kysely<unknown>;
    try {
      for (const [name, migration] of MIGRATIONS) {
        if (name === '0017_member_locations') break;
        await migration.up(db, dialect);
      }
      // 1,203 members: 1,200 placed along a line through Europe, 3 without a city.
      const placed = Array.from({ length: 1200 }, (_, i) => ({ latitude: 40 + i / 100, longitude: 2 + i / 150 }));
      const members = [...placed, null, null, null];
      const accounts = members.map((_, i) => sql`(${`hid-${i}`}, 7, ${`m${i}@example.com`}, ${`m${i}@example.com`}, 1, 'en-US', ${`z-${i}`})`);
      await sql`insert into accounts (hid, brand_id, email, email_normalized, registered_at, language, zendesk_hid) values ${sql.join(accounts)}`.execute(db);
      const { rows: ids } = await sql<{ id: number | string }>`select id from accounts order by id`.execute(db);
      const profiles = members.map((at, i) => sql`(${Number(ids[i]!.id)}, 'Ann', 'female', '1990-01-01', 'male', 25, 40, ${at?.latitude ?? null}, ${at?.longitude ?? null})`);
      await sql`insert into profiles (account_id, name, gender, birthday, search_gender, search_age_from, search_age_to, latitude, longitude) values ${sql.join(profiles)}`.execute(db);

      await m0017.up(db);

      const { rows } = await sql<{ account_id: number | string; source: string; cell: string; latitude: number; longitude: number }>`
        select account_id, source, cell, latitude, longitude from member_locations order by account_id`.execute(db);
      expect(rows).toHaveLength(placed.length);
      rows.forEach((row, i) => {
        expect(Number(row.account_id)).toBe(Number(ids[i]!.id));
        expect({ source: row.source, cell: row.cell, latitude: row.latitude, longitude: row.longitude }).toEqual({ source: 'city', ...snapToCell(placed[i]!) });
      });
    } finally {
      if (dialect === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
