import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph, serverSources } from './source-scan.ts';

/**
 * Modules depend on each other one way (DESIGN.md §1): no two modules import each other, however
 * far round, type-only imports included. ESLint's import-x/no-cycle guards the files that run;
 * this guards the modules, whose cycles a type import can close without any file cycle.
 */
describe('module graph', () => {
  it('has no cycle between the server modules', () => {
    const graph = moduleGraph(serverSources());
    expect(graph.size).toBeGreaterThan(20);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('finds a cycle however far round it goes, and only the modules on it', () => {
    const source = (path: string, ...imports: string[]) => ({ path, text: imports.map((specifier) => `import type { X } from '${specifier}';`).join('\n') });
    const graph = moduleGraph([
      source('modules/auth/service.ts', '../accounts/index.ts', '../email-confirmation/index.ts'),
      source('modules/email-confirmation/send.ts', '../recovery/index.ts'),
      source('modules/recovery/links.ts', '../auth/index.ts', '../emails/index.ts'),
      source('modules/emails/compose.ts', '../../platform/mail/layout.ts'),
      source('modules/accounts/service.ts', './repo.ts'),
      // Tests may import a fixture of a module that imports them back: they are not part of the graph.
      source('modules/accounts/accounts.test.ts', '../auth/index.ts'),
    ]);
    expect(moduleCycles(graph)).toEqual([['auth', 'email-confirmation', 'recovery']]);
  });
});
