import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../platform/db/table-owners.ts';
import { foreignWrites, isTestCode, moduleOf, relativeImports, resolveImport, SERVER_SRC, serverSources, tableWrites, type SourceFile } from './source-scan.ts';

/**
 * Table ownership (platform/db/table-owners.ts): each table is written by its owner only, and a
 * module imports only the row types of the tables it owns. The scan reads every application
 * source of the server; the fixtures below prove it catches what it must.
 */
describe('table ownership', () => {
  const sources = serverSources();

  it('has an owner on disk for every table', () => {
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      expect(fs.existsSync(path.join(SERVER_SRC, owner)), `${table}: ${owner}`).toBe(true);
    }
  });

  it('finds no write of a table outside its owner in the server sources', () => {
    expect(sources.filter((source) => !isTestCode(source.path)).length).toBeGreaterThan(100);
    expect(foreignWrites(sources)).toEqual([]);
  });

  it('finds no module importing the row type of a table it does not own', () => {
    const tableOfType = tableTypes();
    const foreign: string[] = [];
    for (const source of sources) {
      const module = moduleOf(source.path);
      if (!module || isTestCode(source.path)) continue;
      for (const { specifier, names } of relativeImports(source.text)) {
        if (!resolveImport(source.path, specifier).startsWith('platform/db/tables/')) continue;
        for (const name of names) {
          const table = tableOfType.get(name);
          if (table && TABLE_OWNERS[table] !== `modules/${module}`) foreign.push(`${source.path}: ${name} (${table}, owned by ${TABLE_OWNERS[table]})`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  describe('the scan, on sources held in memory', () => {
    const file = (filePath: string, text: string): SourceFile => ({ path: filePath, text });

    it('catches a module writing another module’s table with Kysely', () => {
      const hub = file(
        'modules/realtime/hub.ts',
        `
        async function beat(db) {
          await db.updateTable('accounts').set({ last_online_at: 1 }).where('id', 'in', ids).execute();
          await db
            .insertInto(
              'photos as p')
            .values(row)
            .execute();
          await trx.deleteFrom("funnel_photos").execute();
          await db.selectFrom('accounts').selectAll().execute();
        }`,
      );
      expect(foreignWrites([hub])).toEqual([
        { file: 'modules/realtime/hub.ts', table: 'accounts', owner: 'modules/accounts', line: 3, statement: ".updateTable('accounts'" },
        { file: 'modules/realtime/hub.ts', table: 'photos', owner: 'modules/photos', line: 5, statement: ".insertInto( 'photos as p'" },
        { file: 'modules/realtime/hub.ts', table: 'funnel_photos', owner: 'modules/photos', line: 9, statement: '.deleteFrom("funnel_photos"' },
      ]);
    });

    it('catches raw SQL writes, a table named by a variable and a table without an owner', () => {
      const settings = file(
        'modules/settings/erase.ts',
        [
          'await sql`delete from photos where account_id = ${id}`.execute(trx);',
          'await sql<{ id: number }>`UPDATE "accounts" SET ok = 0 WHERE id = ${id}`.execute(trx);',
          "await sql.raw('insert into pushes (account_id) values (1)').execute(db);",
          'await trx.deleteFrom(table).execute();',
          'await sql`insert into ${sql.table(name)} values (1)`.execute(db);',
          "await db.insertInto('shadow_table').values({}).execute();",
        ].join('\n'),
      );
      expect(foreignWrites([settings]).map(({ table, line, owner }) => ({ table, line, owner }))).toEqual([
        { table: 'photos', line: 1, owner: 'modules/photos' },
        { table: 'accounts', line: 2, owner: 'modules/accounts' },
        { table: 'pushes', line: 3, owner: 'modules/pushes' },
        { table: '?', line: 4, owner: null },
        { table: '?', line: 5, owner: null },
        { table: 'shadow_table', line: 6, owner: null },
      ]);
    });

    it('lets owners write their tables, and sees no write in reads, comments or test code', () => {
      const owned = [
        file('modules/accounts/repo.ts', "await db.updateTable('accounts').set({ ok: 1 }).execute();\nawait db.insertInto('profiles').values(p).execute();"),
        file('platform/auth/sessions.ts', "await this.db.updateTable('refresh_tokens').set({ revoked_at: now }).execute();"),
        file(
          'modules/settings/notifications/repo.ts',
          "await db.insertInto('notification_settings').values(rows).onConflict((oc) => oc.doUpdateSet(x)).execute();\nawait sql`insert into notification_settings values (1) on conflict (account_id) do update set disabled = 1`.execute(db);",
        ),
        file('modules/photos/repo.ts', "// Never db.deleteFrom('accounts') here: the accounts module owns it.\n/* nor updateTable('profiles') */\nconst rows = await db.selectFrom('accounts').innerJoin('photos', 'a', 'b').execute();\nawait sql`select * from accounts for update`.execute(db);"),
        file('modules/photos/album-routes.test.ts', "await t.app.platform.db.updateTable('accounts').set({ ok: -2 }).execute();"),
        file('testing/seed.ts', "await db.deleteFrom('accounts').execute();"),
      ];
      expect(foreignWrites(owned)).toEqual([]);
      expect(tableWrites(owned[2]!.text).map((write) => write.table)).toEqual(['notification_settings', 'notification_settings']);
    });
  });
});

/** Row type name → table, as platform/db/schema.ts declares them (`accounts: AccountsTable;`). */
function tableTypes(): Map<string, keyof typeof TABLE_OWNERS> {
  const schema = fs.readFileSync(path.join(SERVER_SRC, 'platform/db/schema.ts'), 'utf8');
  const body = schema.slice(schema.indexOf('interface DatabaseSchema'));
  const types = new Map<string, keyof typeof TABLE_OWNERS>();
  for (const [, table, type] of body.matchAll(/^\s*([a-z_]+):\s*([A-Za-z]+);/gm)) types.set(type!, table as keyof typeof TABLE_OWNERS);
  expect(types.size).toBe(Object.keys(TABLE_OWNERS).length);
  return types;
}
