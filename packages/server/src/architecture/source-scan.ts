import fs from 'node:fs';
import path from 'node:path';
import { isOwnedBy, TABLE_OWNERS, type TableName, type TableOwner } from '../platform/db/table-owners.ts';

/** packages/server/src, where every path below is relative to (`/`-separated). */
export const SERVER_SRC = path.resolve(import.meta.dirname, '..');

export interface SourceFile {
  /** Path under packages/server/src, e.g. `modules/photos/repo.ts`. */
  path: string;
  text: string;
}

/** A row write found in a source: the table, the line, and how it was spelled. */
export interface TableWrite {
  /** The table name; `?` when the code names it from a variable, which no scan can check. */
  table: string;
  line: number;
  statement: string;
}

export interface ForeignWrite extends TableWrite {
  file: string;
  /** The table's owner, or null for a table the ownership map does not know. */
  owner: TableOwner | null;
}

/** Test code: tests, their fixtures and the shared test support may write any table to set a scene up. */
export function isTestCode(file: string): boolean {
  return /\.(test|fixture)\.ts$/.test(file) || file.startsWith('testing/');
}

/** Every TypeScript source of the server (tests included; callers filter), read from disk. */
export function serverSources(root = SERVER_SRC): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        files.push({ path: path.relative(root, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** Comments blanked out (line breaks kept, so line numbers hold): a comment that names a write is no write. */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[\s;{}])\/\/[^\n]*/g, (match, lead: string) => lead + blank(match.slice(lead.length)));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Kysely's row-writing builders, called with the table's name (maybe with an alias: `'photos as p'`). */
const BUILDER_WRITE = /\.\s*(insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(\s*(?:(['"`])([^'"`]*)\2)?/g;
/** Raw SQL handed to Kysely: sql`…` (with or without a type argument) and sql.raw('…'). */
const RAW_SQL = [/\bsql(?:<[^`]*?>)?`([^`]*)`/g, /\bsql\.raw\(\s*(['"`])([\s\S]*?)\1/g];
/** Row-writing statements in raw SQL; `on conflict do update set` names no table and is skipped. */
const SQL_WRITE = /\b(insert\s+into|delete\s+from|(?<!\bdo\s+)update)\s+(\$\{|"?([a-z_][a-z0-9_]*)"?)/gi;

/**
 * Every row write in a source: Kysely's insertInto / replaceInto / updateTable / deleteFrom /
 * mergeInto, and insert, update and delete statements in raw SQL. Reads are not writes.
 */
export function tableWrites(source: string): TableWrite[] {
  const text = withoutComments(source);
  const writes: TableWrite[] = [];
  for (const match of text.matchAll(BUILDER_WRITE)) {
    const named = match[3]?.trim().split(/\s+/)[0];
    writes.push({ table: named || '?', line: lineOf(text, match.index), statement: match[0].replace(/\s+/g, ' ') });
  }
  for (const pattern of RAW_SQL) {
    for (const match of text.matchAll(pattern)) {
      const body = match[match.length - 1]!;
      const start = match.index + match[0].indexOf(body);
      for (const statement of body.matchAll(SQL_WRITE)) {
        const verb = statement[1]!.toLowerCase();
        // `update` must be followed by `set` to be a statement (not a column or a word in a string).
        if (verb === 'update' && !/^\s*set\b/i.test(body.slice(statement.index + statement[0].length))) continue;
        writes.push({ table: statement[3] ?? '?', line: lineOf(text, start + statement.index), statement: statement[0].replace(/\s+/g, ' ') });
      }
    }
  }
  return writes.sort((a, b) => a.line - b.line);
}

/**
 * Files the scan skips, each with its reason. Migrations live outside src and are not scanned;
 * their runner keeps its own bookkeeping table, which no schema type names.
 */
const NOT_SCANNED: Readonly<Record<string, string>> = {
  'platform/db/migrate.ts': 'the migration runner records applied migrations in its schema_migrations table',
};

/** The writes of these sources that their file's module or platform piece does not own (test code is not scanned). */
export function foreignWrites(sources: readonly SourceFile[]): ForeignWrite[] {
  const foreign: ForeignWrite[] = [];
  for (const source of sources) {
    if (isTestCode(source.path) || Object.hasOwn(NOT_SCANNED, source.path)) continue;
    for (const write of tableWrites(source.text)) {
      const owner = Object.hasOwn(TABLE_OWNERS, write.table) ? TABLE_OWNERS[write.table as TableName] : null;
      if (owner === null || !isOwnedBy(source.path, owner)) foreign.push({ ...write, file: source.path, owner });
    }
  }
  return foreign;
}

/** The module a file belongs to (`modules/<name>/…`), or undefined for platform, root and test support. */
export function moduleOf(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1];
}

/** Relative import specifiers of a source, `import type` and re-exports included. */
export function relativeImports(source: string): Array<{ specifier: string; names: string[] }> {
  const text = withoutComments(source);
  const imports: Array<{ specifier: string; names: string[] }> = [];
  for (const match of text.matchAll(/\b(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const names = [...(match[1] ?? '').matchAll(/(?:type\s+)?([A-Za-z_$][\w$]*)(?:\s+as\s+[\w$]+)?/g)].map((name) => name[1]!).filter((name) => name !== 'type');
    imports.push({ specifier: match[2]!, names });
  }
  return imports;
}

/** Resolves a relative specifier of `file` to a path under src. */
export function resolveImport(file: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/**
 * Which module imports which (type-only imports too, unlike ESLint's no-cycle, which follows
 * only what runs): application code only, the composition root left out.
 */
export function moduleGraph(sources: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const source of sources) {
    const from = moduleOf(source.path);
    if (!from || isTestCode(source.path)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { specifier } of relativeImports(source.text)) {
      const to = moduleOf(resolveImport(source.path, specifier));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/**
 * Which file imports which, type-only imports included (ESLint's no-cycle follows only what
 * runs): every source but the tests themselves, so fixtures and test support count too.
 */
export function fileGraph(sources: readonly SourceFile[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const source of sources) {
    if (/\.test\.tsx?$/.test(source.path)) continue;
    graph.set(source.path, new Set(relativeImports(source.text).map(({ specifier }) => resolveImport(source.path, specifier))));
  }
  return graph;
}

/** The groups of modules that import each other round a cycle (Tarjan's strongly connected components of more than one). */
export function moduleCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
