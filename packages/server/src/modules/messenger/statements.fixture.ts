import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, OperationNode, QueryId } from 'kysely';

/**
 * Counts the SQL statements the app runs for one piece of work: a Kysely plugin given to the
 * test app (`startTestApp(dialect, { plugin })`) that counts each executed query made inside
 * `during` — everything that work causes, after its commit too — and nothing of the app's own
 * timers (heartbeats, jobs, the outbox's poll), which run outside it. Transaction control
 * (begin, commit, rollback) does not go through plugins and is not counted.
 */
export class StatementCounter {
  private readonly scope = new AsyncLocalStorage<string[]>();
  private readonly labels = new WeakMap<QueryId, string>();

  readonly plugin: KyselyPlugin = {
    transformQuery: (args) => {
      this.labels.set(args.queryId, labelOf(args.node));
      return args.node;
    },
    transformResult: async (args) => {
      this.scope.getStore()?.push(this.labels.get(args.queryId) ?? 'precompiled');
      return args.result;
    },
  };

  /** Runs `work` and answers its result with the statements it ran, each labelled `kind table`. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const result = await this.scope.run(statements, work);
    return { result, statements };
  }
}

/** `select accounts`, `insert messages`…: enough to tell the statements of a path apart. */
function labelOf(node: OperationNode): string {
  const named = (table: unknown): string => {
    const found = JSON.stringify(table ?? null).match(/"identifier"\s*:\s*\{[^}]*"name"\s*:\s*"([^"]+)"/);
    return found?.[1] ?? '?';
  };
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${named((node as unknown as { from?: unknown }).from)}`;
    case 'InsertQueryNode':
      return `insert ${named((node as unknown as { into?: unknown }).into)}`;
    case 'UpdateQueryNode':
      return `update ${named((node as unknown as { table?: unknown }).table)}`;
    case 'DeleteQueryNode':
      return `delete ${named((node as unknown as { from?: unknown }).from)}`;
    default:
      return node.kind;
  }
}
