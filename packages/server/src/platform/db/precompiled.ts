import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** What a precompiled query's builder receives for each argument: text no real value holds. */
const standIn = (name: string) => `\u0000precompiled-argument:${name}`;

/**
 * A query built and compiled to SQL once, then run with new arguments. Kysely builds and compiles
 * every query anew, which for the authentication read took about as long as SQLite takes to run
 * it (bench/README.md, "Lean request path"); on a path every request takes, that is worth saving.
 * `build` receives stand-ins and may only pass them into the query as values — never branch on
 * them or compute with them. The database's own statement cache then finds the same SQL text.
 */
export function precompile<Args extends Record<string, string | number>, Row>(
  db: Kysely<DatabaseSchema>,
  names: readonly (keyof Args & string)[],
  build: (args: Args) => Compilable<Row>,
): (args: Args) => Promise<Row[]> {
  const standIns = Object.fromEntries(names.map((name) => [name, standIn(name)])) as unknown as Args;
  const compiled = build(standIns).compile();
  const slots = compiled.parameters.map((value) => names.find((name) => value === standIn(name)));
  for (const name of names) {
    if (!slots.includes(name)) throw new Error(`precompiled query does not use its argument "${name}"`);
  }
  return async (args) => {
    // Kysely keys plugin state by queryId; we use no plugin, so the compiled query's id is shared.
    const query: CompiledQuery<Row> = { ...compiled, parameters: slots.map((name, i) => (name === undefined ? compiled.parameters[i] : args[name])) };
    return (await db.executeQuery(query)).rows;
  };
}
