import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileGraph, moduleCycles, moduleGraph, SERVER_SRC, serverSources } from './source-scan.ts';

const CONTRACTS_SRC = path.resolve(SERVER_SRC, '../../contracts/src');

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

  it('has no cycle between the files of the server or the contracts, type imports and fixtures included', () => {
    const server = fileGraph(serverSources());
    expect(server.size).toBeGreaterThan(200);
    expect(moduleCycles(server)).toEqual([]);
    expect(moduleCycles(fileGraph(serverSources(CONTRACTS_SRC)))).toEqual([]);
  });

  it('finds a file cycle closed by a type import, and leaves the tests out', () => {
    const source = (path: string, text: string) => ({ path, text });
    const graph = fileGraph([
      source('seed/members.ts', "import { GIVEN_NAMES } from './names.ts';"),
      source('seed/names.ts', "import type { Gender } from './members.ts';"),
      source('testing/seed.ts', "import { approve } from '../moderation/commands.ts';"),
      source('testing/seed.test.ts', "import { SeedClient } from './seed.ts';"),
      source('moderation/commands.ts', "import type { SeedClient } from '../testing/seed.test.ts';"),
    ]);
    expect(moduleCycles(graph)).toEqual([['seed/members.ts', 'seed/names.ts']]);
  });
});
