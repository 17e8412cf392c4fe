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
      expect(fs.statSync(`${file}.br`).size, file).toBeLessThan(original.length / 2);
    }
  });
});
