// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web's architecture rules in eslint.config.js (STYLE.md "No imports between features"), run
 * through ESLint's Node API on sources held in memory but placed in the tree, so their imports
 * resolve against the real files: each violation is reported, and a clean feature file is not.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = 'packages/web/src';

describe('web lint rules', { timeout: 60_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  /** Every problem (rule and message) ESLint finds in `code` linted as the file at `filePath`. */
  async function lint(filePath: string, code: string): Promise<Array<{ rule: string | null; message: string }>> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, SRC, filePath) });
    return result!.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
  }

  const restricted = (text: string) => ({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining(text) });

  it('fails a feature that imports another feature, statically, lazily or for a type', async () => {
    const code = [
      "import { lazy } from 'react';",
      "import type { ProfileInfo } from '@amora/contracts';",
      "import { ProfileCard } from '../profile/ProfileCard.tsx';",
      "import type { FieldValue } from '../profile-edit/profile-fields.ts';",
      "export const Verification = lazy(() => import('../verification/VerificationFlow.tsx'));",
      'export const probe = ProfileCard;',
      'export type Probe = [ProfileInfo, FieldValue];',
    ].join('\n');
    expect(await lint('features/settings/probe.tsx', code)).toEqual([
      restricted('features/settings imports no other feature'),
      restricted('features/settings imports no other feature'),
      restricted('features/settings imports no other feature'),
    ]);
  });

  it('fails a feature that imports app/ code other than the session', async () => {
    const code = [
      "import type { RootState } from '../../app/store.ts';",
      "import { appRoutes } from '../../app/routes.tsx';",
      "import { selectAuthStatus } from '../../app/session/session-slice.ts';",
      'export const probe = [appRoutes, selectAuthStatus] as const;',
      'export type Probe = RootState;',
    ].join('\n');
    expect(await lint('features/consent/probe.ts', code)).toEqual([
      restricted('A feature takes only the session from app/'),
      restricted('A feature takes only the session from app/'),
    ]);
  });

  it('fails shared/ and api/ code that imports a feature or the app', async () => {
    const shared = [
      "import { ProfileCard } from '../../features/profile/ProfileCard.tsx';",
      "import { createStore } from '../../app/store.ts';",
      'export const probe = [ProfileCard, createStore] as const;',
    ].join('\n');
    const layers = restricted('shared/ and api/ are the bottom layers');
    expect(await lint('shared/ui/probe.tsx', shared)).toEqual([layers, layers]);
    const api = "import { paywallApi } from '../features/paywall/api.ts';\nexport const probe = paywallApi;";
    expect(await lint('api/probe.ts', api)).toEqual([layers]);
  });

  it('fails app/session/ code that imports a feature, which features import in turn', async () => {
    const code = "import { loginSlice } from '../../features/login/login-slice.ts';\nexport const probe = loginSlice;";
    expect(await lint('app/session/probe.ts', code)).toEqual([restricted('app/session/ imports no feature')]);
  });

  it('fails an import cycle', async () => {
    // The profile edit page imports the edit calls; the calls importing the page back close a cycle.
    const code = "import { ProfileEditPage } from './ProfileEditPage.tsx';\nexport const probe = ProfileEditPage;";
    expect(await lint('features/profile-edit/profile-edit-api.ts', code)).toEqual([{ rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') }]);
  });

  it('lets a test build the app around its feature, and still never import another feature', async () => {
    const code = [
      "import { createStore } from '../../app/store.ts';",
      "import { PopupHost } from '../../app/overlays/PopupHost.tsx';",
      "import { ProfileCard } from '../profile/ProfileCard.tsx';",
      'export const probe = [createStore, PopupHost, ProfileCard] as const;',
    ].join('\n');
    expect(await lint('features/settings/probe.test.tsx', code)).toEqual([restricted('features/settings imports no other feature')]);
  });

  it('passes a feature that uses its own files, shared/, api/ and the session', async () => {
    const code = [
      "import { useSelector } from 'react-redux';",
      "import { useGetOwnProfileQuery } from '../../api/profile.ts';",
      "import { selectAuthStatus } from '../../app/session/session-slice.ts';",
      "import { ConfirmEmailAction } from '../../shared/email-confirmation/ConfirmEmailAction.tsx';",
      "import { CHECKLIST_PATH } from '../../shared/profile/profile-paths.ts';",
      "import { MenuItem } from '../../shared/ui/MenuItem.tsx';",
      "import { SettingsMenu } from './SettingsMenu.tsx';",
      'export function useProbe() {',
      '  const status = useSelector(selectAuthStatus);',
      '  const { data } = useGetOwnProfileQuery();',
      '  return { status, data, parts: [ConfirmEmailAction, MenuItem, SettingsMenu], to: CHECKLIST_PATH };',
      '}',
    ].join('\n');
    expect(await lint('features/settings/probe.tsx', code)).toEqual([]);
  });
});
