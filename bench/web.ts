/**
 * `npm run bench:web` (issue 14): Lighthouse 12.2.3 (its mobile preset: simulated slow 4G and a
 * 4× slower CPU) with Debian Chromium on the logged-out entry (/ and /login) of two brands, next to
 * a bare Vite page on the app's own runtime (React's API on Preact's compat layer: `react`
 * resolves to it) built and served the same way in the same run. Figures, never
 * assertions; not part of npm test. Lighthouse runs through `npm exec` at a pinned version, so it
 * stays out of every `npm ci` (13.x needs Node 22).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild, stopChild, type Child } from './bench-process.ts';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web');

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKiB: number;
  scriptKiB: number;
}

/** A bare page (a heading and a paragraph) built by Vite with the app's runtime, inside packages/web so it resolves the same packages. */
function buildBaseline(): string {
  const dir = path.join(web, 'node_modules', '.bench-baseline');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Baseline"><title>Baseline</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<main><h1>Meet someone worth meeting</h1><p>A bare Vite page.</p></main>);\n",
  );
  fs.writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nimport { compression } from 'vite-plugin-compression2';\nexport default { plugins: [react(), compression({ algorithms: [['brotliCompress', {}], ['gzip', { level: 9 }]], include: /\\.(js|css)$/, threshold: 1024 })], logLevel: 'warn', build: { outDir: 'dist' } };\n",
  );
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: dir, stdio: 'inherit' });
  return path.join(dir, 'dist');
}

/** Runs Lighthouse, again up to twice when it fails to record the load (its NO_NAVSTART happens now and then). */
function runLighthouse(url: string, out: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        'npm',
        ['exec', '--yes', `--package=${LIGHTHOUSE}`, '--', 'lighthouse', url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
      );
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function lighthouse(url: string, label: string): Row {
  const out = path.join(os.tmpdir(), `amora-lh-${process.pid}-${label.replace(/\W+/g, '_')}.json`);
  runLighthouse(url, out);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  const requests = (report.audits['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number }>;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferredKiB: Math.round(audit('total-byte-weight') / 1024),
    scriptKiB: Math.round(requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: apt-get install chromium, or set CHROME_PATH.`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const baselineDist = buildBaseline();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-web-'));
  let app: Child | undefined;
  let baseline: Child | undefined;
  try {
    app = await startChild('serve-app.ts', { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: path.join(web, 'dist') });
    baseline = await startChild('serve-baseline.ts', { ...process.env, BASELINE_DIST: baselineDist });
    const port = new URL(app.url).port;
    const rows = [lighthouse(`${baseline.url}/`, 'baseline (bare Vite page, same runtime)')];
    for (const host of ['localhost', 'lovella.localhost']) {
      for (const page of ['/', '/login']) rows.push(lighthouse(`http://${host}:${port}${page}`, `${host} ${page}`));
    }
    console.table(rows);
  } finally {
    await stopChild(app);
    await stopChild(baseline);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
