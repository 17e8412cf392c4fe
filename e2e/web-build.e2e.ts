import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The build the e2e tests and `npm start` serve (`npm test` builds it first). */
const dist = path.resolve(import.meta.dirname, '../packages/web/dist');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

describe('the web build', () => {
  it('ships a brotli and a gzip copy of every script and style sheet, each the same text', () => {
    const texts = filesUnder(path.join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file) && fs.statSync(file).size >= 1024);
    expect(texts.length).toBeGreaterThan(5);
    for (const file of texts) {
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), `${file}.br`).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
      // A script of a few KB holds too little repetition to halve; a larger one must.
      expect(fs.statSync(`${file}.br`).size, file).toBeLessThan(original.length >= 4096 ? original.length / 2 : original.length * 0.8);
    }
  });

  it('gives the server the build id the app asks for its translations with', () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(dist, 'revision.json'), 'utf8')) as { version?: string };
    expect(version).toMatch(/^[a-z0-9]+$/);
    const scripts = filesUnder(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.some((file) => fs.readFileSync(file, 'utf8').includes(version!)), 'a script carries the id').toBe(true);
  });
});

/**
 * The first page's JavaScript, gzip-compressed as it crosses the network: the entry script of
 * index.html and every chunk it imports statically (what a visitor downloads before the page
 * can start), not the chunks loaded later on demand.
 */
function firstPageScripts(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`.
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, imported] of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?from\s*)?"\.\/([^"]+\.js)"/g)) {
      visit(path.posix.join(path.posix.dirname(file), imported!));
    }
  };
  visit(entry);
  return [...seen];
}

/** DESIGN.md §11: 90 KB, read as 90,000 bytes. */
const FIRST_PAGE_JS_BUDGET = 90_000;

describe('the first page (issue 14, DESIGN.md §11)', () => {
  it(`loads at most ${FIRST_PAGE_JS_BUDGET} bytes of JavaScript, gzip-compressed, before it starts`, () => {
    const scripts = firstPageScripts();
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    // index.html preloads exactly what the entry imports, so nothing arrives late or in vain.
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(new Set(preloaded)).toEqual(new Set(scripts.slice(1)));
    // Files under 1 KB go as they are (the server compresses from 1 KB, the build likewise).
    const sent = (file: string) => (fs.existsSync(path.join(dist, `${file}.gz`)) ? `${file}.gz` : file);
    const sizes = scripts.map((file) => ({ file, gzip: fs.statSync(path.join(dist, sent(file))).size }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
  });

  it('leaves the logged-in area, the registration funnel and the schemas (zod) to later chunks', () => {
    const code = firstPageScripts().map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    for (const later of ['LoggedInArea', 'RegistrationRoute']) expect(code).not.toMatch(new RegExp(`from"\\./${later}-`));
    // zod's own error text: present only where zod is.
    expect(code).not.toContain('Invalid input');
  });
});
