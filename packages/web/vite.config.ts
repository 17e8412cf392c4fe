import fs from 'node:fs';
import { defineConfig, type Plugin, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * One id per build: sent as x-client-version and written to dist/revision.json for the server.
 * The server-render build (below) runs after the browser's and takes its id from that file.
 */
const buildId = process.env.AMORA_BUILD_ID ?? Date.now().toString(36);
const browserBuildId = () => (JSON.parse(fs.readFileSync('dist/revision.json', 'utf8')) as { version: string }).version;

/** The server answers GET /revisionConfig.json from this file (spec 1 §4 revision check). */
function revisionFile(): Plugin {
  return {
    name: 'amora-revision',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'revision.json', source: JSON.stringify({ version: buildId }) });
    },
  };
}

/**
 * `vite build --ssr src/ssr/first-page.tsx` (the build script, after the browser's build): the
 * first page's render for the server (issue 14), one self-contained module in dist-ssr/ with every
 * library bundled, so the server needs nothing of the web's packages at run time.
 */
const serverRender = (): ViteUserConfig => ({
  plugins: [react()],
  define: { __BUILD_ID__: JSON.stringify(browserBuildId()) },
  css: { transformer: 'lightningcss' },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false },
});

const browserAndTests: ViteUserConfig = {
  plugins: [
    react(),
    revisionFile(),
    // Brotli and gzip copies of every text file of the build, at the highest levels, once: the
    // server sends them as they are (issue 14), so a page load costs it no compression.
    compression({ algorithms: [['brotliCompress', {}], ['gzip', { level: 9 }]], include: /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/, threshold: 1024 }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // Lightning CSS compiles the CSS modules, `composes: x from './other.module.css'` included;
  // PostCSS's modules plugin parsed those files without a `from` and the build warned about it.
  css: { transformer: 'lightningcss' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // The contracts are shared with the server and declare zod schemas at module level; the
      // pages use only their plain helpers. Declaring both free of side effects, calls through
      // the contracts' `zod` name pure, and reading a property free of effects (the schemas read
      // constants such as FieldErrorKey.required) lets unused schemas, and zod with them, drop out
      // of the first page (DESIGN.md §11). The name is matched in every module, minified libraries
      // included, so it must be one no library uses for a function: a one-letter `z` matched
      // Preact's own diff function and the built app rendered nothing.
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]contracts[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]zod[\\/]/, sideEffects: false },
        ],
        manualPureFunctions: ['zod', 'restResult'],
        propertyReadSideEffects: false,
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A findBy may wait 5 s (src/test/setup.ts) for a lazily loaded screen that compiles on first
    // use; the test around it needs room for that wait and what follows it.
    testTimeout: 15_000,
    // The files of a worker share React, the libraries and happy-dom's set-up instead of loading
    // them afresh for each of the ~90 files (less than half the time); src/test/setup.ts gives
    // each file freshly evaluated app modules, so no module state crosses from file to file.
    isolate: false,
    // The first group, before the timed server tests (vitest.config.ts).
    sequence: { groupOrder: 0 },
  },
};

export default defineConfig(({ isSsrBuild = false }) => (isSsrBuild ? serverRender() : browserAndTests));
