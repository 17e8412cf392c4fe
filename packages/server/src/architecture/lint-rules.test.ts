import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's architecture rules in eslint.config.js, run through ESLint's Node API on sources
 * held in memory but placed in the tree (imports resolve against the real files): each violation
 * is reported, and a clean module is not.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = 'packages/server/src';

describe('server lint rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  /** The architecture errors (rule and message) of `code` linted as the file at `filePath`. */
  async function lint(filePath: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, SRC, filePath) });
    return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
  }

  it('fails a module that imports another module’s file other than its index', async () => {
    const errors = await lint(
      'modules/photos/probe.ts',
      [
        "import { accountsRepo } from '../accounts/repo.ts';",
        "import type { AccountRow } from '../accounts/index.ts';",
        "import { createLoginKey } from '../auth/login-keys.ts';",
        'export const probe = [accountsRepo, createLoginKey] as const;',
        'export type Probe = AccountRow;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('modules/accounts/index.ts') },
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('modules/auth/index.ts') },
    ]);
  });

  it('fails code outside the modules (seed, operator commands) that imports a module’s internals', async () => {
    const errors = await lint('seed/probe.ts', "import { photosRepo } from '../modules/photos/repo.ts';\nexport const probe = photosRepo;");
    expect(errors).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('modules/photos/index.ts') }]);
  });

  it('fails platform code that imports a module, even its index', async () => {
    const errors = await lint('platform/probe.ts', "import { AccountsService } from '../modules/accounts/index.ts';\nexport const probe = AccountsService;");
    expect(errors).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('platform/ imports no module') }]);
  });

  it('fails a module that imports the composition root', async () => {
    const errors = await lint('modules/photos/probe.ts', "import type { Services } from '../services.ts';\nexport type Probe = Services;");
    expect(errors).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('app.services') }]);
  });

  it('fails an import cycle', async () => {
    // auth's routes import its service; a service importing the routes back closes the cycle.
    const errors = await lint('modules/auth/service.ts', "import authRoutes from './routes.ts';\nexport const probe = authRoutes;");
    expect(errors).toEqual([{ rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') }]);
  });

  it('lets tests import another module’s fixtures and index, and nothing else of it', async () => {
    const code = [
      "import { createMember } from '../auth/members.fixture.ts';",
      "import { normalizeEmail } from '../accounts/index.ts';",
      "import { loginKeysRepo } from '../auth/repo.ts';",
      'export const probe = [createMember, normalizeEmail, loginKeysRepo] as const;',
    ].join('\n');
    expect(await lint('modules/photos/probe.test.ts', code)).toEqual([{ rule: 'import-x/no-restricted-paths', message: expect.stringContaining('modules/auth/index.ts') }]);
    // The same fixture import in application code is refused.
    expect(await lint('modules/photos/probe.ts', "import { createMember } from '../auth/members.fixture.ts';\nexport const probe = createMember;")).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('modules/auth/index.ts') },
    ]);
  });

  it('passes a module that uses its own files, other modules’ indexes and the platform', async () => {
    const code = [
      "import type { Kysely } from 'kysely';",
      "import type { DatabaseSchema } from '../../platform/db/schema.ts';",
      "import { DAY } from '../../platform/clock.ts';",
      "import { normalizeEmail, type AccountsService } from '../accounts/index.ts';",
      "import { PushService } from '../pushes/index.ts';",
      "import { photosRepo } from './repo.ts';",
      "import { PRESETS } from './presets.ts';",
      'export interface Probe { db: Kysely<DatabaseSchema>; accounts: AccountsService }',
      'export const probe = [DAY, normalizeEmail, PushService, photosRepo, PRESETS] as const;',
    ].join('\n');
    expect(await lint('modules/photos/probe.ts', code)).toEqual([]);
    // The composition root imports every module through its index.
    expect(await lint('modules/probe.ts', "import { AccountsService } from './accounts/index.ts';\nexport const probe = AccountsService;")).toEqual([]);
  });
});
