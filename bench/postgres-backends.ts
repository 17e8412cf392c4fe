/**
 * The PostgreSQL backends that serve a bench's server child, for their CPU: the server's own
 * column leaves out the work PostgreSQL does for it on the same cores.
 */
import { sql } from 'kysely';
import { openDatabase, type Database } from '../packages/server/src/platform/db/database.ts';
import { cpuMsOfPid } from './bench-process.ts';

/** CPU ms so far of each PostgreSQL backend of a snapshot, by pid. */
export type BackendCpu = ReadonlyMap<number, number>;

/**
 * The PostgreSQL backends that serve the server child: its pool's connections, named by the
 * PGAPPNAME the child is started with and found in pg_stat_activity, their CPU read from
 * /proc/<pid>/stat (PostgreSQL runs on this machine). Their work for the server is not in the
 * server's own CPU column.
 */
export class PostgresBackends {
  private constructor(
    private readonly database: Database,
    readonly applicationName: string,
  ) {}

  static async open(databaseUrl: string, applicationName: string): Promise<PostgresBackends> {
    return new PostgresBackends(await openDatabase({ databaseUrl, dataDir: '.' }), applicationName);
  }

  /** The backends connected under the name now, and the CPU each has spent so far. */
  async snapshot(): Promise<BackendCpu> {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${this.applicationName}`.execute(this.database.db);
    return new Map(rows.map((row) => [row.pid, cpuMsOfPid(row.pid)]));
  }

  /**
   * CPU ms the backends spent since `before`: a backend connected since counts whole, one that
   * closed since is lost (under load the pool keeps its connections; idle ones close after 10 s).
   */
  async cpuMsSince(before: BackendCpu): Promise<number> {
    let total = 0;
    for (const [pid, ms] of await this.snapshot()) {
      const spent = ms - (before.get(pid) ?? 0);
      // NaN: the backend ended between pg_stat_activity and /proc.
      if (!Number.isNaN(spent)) total += spent;
    }
    return total;
  }

  close(): Promise<void> {
    return this.database.destroy();
  }
}
