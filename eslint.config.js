import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Server architecture (DESIGN.md §1, STYLE.md "Modules talk through services"): every feature
 * module under src/modules/<m>/ is a unit with one public surface, its index.ts; src/platform/
 * is cross-cutting and imports no module; nothing in the server imports in a cycle. Paths are
 * absolute so the rules hold whatever directory ESLint runs from (architecture/lint-rules.test.ts).
 */
const SERVER_SRC = path.join(import.meta.dirname, 'packages/server/src');
const MODULES = path.join(SERVER_SRC, 'modules');
const SERVER_MODULES = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Test code: tests, their fixtures, and the shared test support of src/testing. */
const SERVER_TEST_CODE = ['packages/server/src/**/*.test.ts', 'packages/server/src/**/*.fixture.ts', 'packages/server/src/testing/**'];

/**
 * One zone per module: code outside `modules/<m>/` may import `modules/<m>/index.ts` only. Test
 * code may also import a module's `*.fixture.ts` files: the members, photos and mail helpers the
 * tests of several modules share.
 */
function moduleBoundaryZones({ fixtures }) {
  return SERVER_MODULES.map((name) => ({
    target: [`${SERVER_SRC}/!(modules)/**`, `${SERVER_SRC}/*.ts`, `${MODULES}/*.ts`, `${MODULES}/!(${name})/**`],
    from: `${MODULES}/${name}/**`,
    // Globs (the rule wants glob exceptions for a glob `from`): `@(index.ts)` is just index.ts.
    except: [`${MODULES}/${name}/@(index.ts)`, ...(fixtures ? [`${MODULES}/${name}/**/*.fixture.ts`] : [])],
    message: `Import the ${name} module through modules/${name}/index.ts, its public surface.`,
  }));
}

/** The composition root (modules/index.ts, modules/services.ts) imports the modules; a module never imports it back. */
const COMPOSITION_ROOT_ZONE = {
  target: `${MODULES}/*/**`,
  from: [`${MODULES}/index.ts`, `${MODULES}/services.ts`],
  message: 'A module takes what it needs from app.services or its callers, never from the composition root.',
};

/** platform/ is cross-cutting: feature modules build on it, never the other way round. */
const PLATFORM_ZONE = {
  target: `${SERVER_SRC}/platform/**`,
  from: `${MODULES}/**`,
  message: 'platform/ imports no module: move the dependency into a module, or pass it in from the composition root.',
};

/**
 * Web architecture (STYLE.md "No imports between features", bulletproof-react's layers): shared/
 * and api/ at the bottom, features/<f>/ above them, app/ on top composing the features (the
 * store, the route table, the pages that combine features in app/routes/). A feature imports
 * shared/ and api/, never another feature; shared/ and api/ import neither features nor app/; no
 * web file imports in a cycle. Tested in packages/web/src/architecture.test.ts.
 */
const WEB_SRC = path.join(import.meta.dirname, 'packages/web/src');
const WEB_FEATURES = path.join(WEB_SRC, 'features');
const WEB_APP = path.join(WEB_SRC, 'app');
const WEB_FEATURE_NAMES = fs
  .readdirSync(WEB_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's zones. Two named exceptions:
 * - features may import app/session/: the auth status every area reads and the login and logout
 *   every area may start are the app's state, and app/session/ imports no feature (its own zone),
 *   so no cycle can run through it;
 * - tests (`tests: true`) may import the rest of app/: they build the real store, providers,
 *   i18n and popup host around the unit, as src/test/ does. They still never import another
 *   feature.
 */
function webZones({ tests }) {
  const layers = 'shared/ and api/ are the bottom layers: they import no feature and no app/ code.';
  return [
    ...WEB_FEATURE_NAMES.map((name) => ({
      target: `${WEB_FEATURES}/${name}`,
      from: WEB_FEATURES,
      except: [`./${name}`],
      message: `features/${name} imports no other feature: move what both use to shared/ or api/, or compose the features in app/routes/.`,
    })),
    ...(tests
      ? []
      : [
          {
            target: WEB_FEATURES,
            from: WEB_APP,
            except: ['./session'],
            message: 'A feature takes only the session from app/ (app/session/); the app composes features, not the other way round.',
          },
          { target: [`${WEB_SRC}/shared`, `${WEB_SRC}/api`], from: WEB_APP, message: layers },
        ]),
    { target: [`${WEB_SRC}/shared`, `${WEB_SRC}/api`], from: WEB_FEATURES, message: layers },
    {
      target: `${WEB_APP}/session`,
      from: WEB_FEATURES,
      message: 'app/session/ imports no feature: features import it, so an import back would close a cycle.',
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...moduleBoundaryZones({ fixtures: false }), COMPOSITION_ROOT_ZONE, PLATFORM_ZONE] }],
    },
  },
  {
    files: SERVER_TEST_CODE,
    rules: {
      // Named exception: platform's integration tests (authenticate, mailer) drive the whole app
      // with members made by the module fixtures; platform's own code still imports no module.
      'import-x/no-restricted-paths': ['error', { zones: [...moduleBoundaryZones({ fixtures: true }), COMPOSITION_ROOT_ZONE] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible string goes through i18next: no literal text in JSX.
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '×', '%', ':', '/', '+', '•'] }],
    },
  },
  {
    files: ['packages/web/**/*.test.{ts,tsx}'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webZones({ tests: false }) }],
    },
  },
  {
    files: ['packages/web/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones({ tests: true }) }] },
  },
);
