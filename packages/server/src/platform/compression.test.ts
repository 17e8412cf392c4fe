import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** A bundle well over the threshold, with the brotli and gzip copies the web build writes beside it. */
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word${i}`))};\n`;

function builtDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-compress-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const bundle = path.join(dist, 'assets', 'index-5be1c0.js');
  fs.writeFileSync(bundle, BUNDLE);
  fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(BUNDLE));
  fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(BUNDLE, { level: 9 }));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html lang="en-US"><head><!--amora:head--></head><body>${'<p>Amora</p>'.repeat(200)}</body></html>`);
  return dist;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

describe.each(TEST_DIALECTS)('compressed answers on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = builtDist();
    t = await startTestApp(dialect, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) => t.request({ method: 'GET', url, headers });

  it('sends API JSON in brotli when the client takes it, else gzip, else as it is, and says it varies', async () => {
    const url = '/apis/geolocation/v1/countries/';
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10 * COMPRESSION_THRESHOLD);

    const brotli = await get(url, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decoded(brotli))).toEqual(plain.json());

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('leaves answers under the threshold as they are', async () => {
    const res = await get('/revisionConfig.json', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the rendered page and the translations', async () => {
    const page = await get('/login', { accept: HTML, 'accept-encoding': BROWSER_ENCODINGS });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<p>Amora</p>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const texts = await get('/i18n/de-DE/common.json', { 'accept-encoding': 'gzip' });
    expect(texts.statusCode).toBe(200);
    expect(texts.headers['content-encoding']).toBe('gzip');
    expect(texts.headers.etag).toBeTruthy();
    expect(JSON.parse(decoded(texts))).toEqual(JSON.parse((await get('/i18n/de-DE/common.json', {})).body));
  });

  it('sends a bundle as the build compressed it, byte for byte, cached for a year', async () => {
    const url = '/assets/index-5be1c0.js';
    const brotli = await get(url, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // The build's file itself: the server spent nothing compressing it.
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'index-5be1c0.js.br')))).toBe(true);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(brotli)).toBe(BUNDLE);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'index-5be1c0.js.gz')))).toBe(true);
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('leaves images alone: they are compressed already', async () => {
    const icon = await get('/brand/amora/icon-512.png', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
  });
});
