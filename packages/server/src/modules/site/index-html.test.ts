import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND_DATA_ELEMENT_ID, brandById, STARTUP_NAMESPACES } from '@amora/contracts';
import { IndexHtml } from './index-html.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function distWith(indexHtml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-index-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return dir;
}

const page = { brand: brandById(8)!, language: 'pl-PL' as const, origin: 'https://lovella.date', path: '/', build: 'b1' };

describe('IndexHtml', () => {
  it('fills a template that lost its markers: lang, title and tags still land in <head>', async () => {
    const html = await new IndexHtml(distWith('<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>')).render(page);
    expect(html).toMatch(/^<!doctype html><html lang="pl-PL"><head>/);
    expect(html).toContain(`<title>${page.brand.title}</title>`);
    expect(html).toContain('<meta name="amora-brand" content="8">');
    expect(html.indexOf('amora-brand')).toBeLessThan(html.indexOf('</head>'));
  });

  it('replaces only the html lang and the first title, leaving "$" sequences in texts alone', async () => {
    const template = '<html class="x" lang="en-US"><head><title>Amora</title><!--amora:head--></head><body><p lang="fr">$&</p></body></html>';
    const html = await new IndexHtml(distWith(template)).render({ ...page, brand: { ...page.brand, title: 'Cost $& more' } });
    expect(html).toContain('<html class="x" lang="pl-PL">');
    expect(html).toContain('<p lang="fr">$&</p>');
    expect(html).toContain('<title>Cost $&amp; more</title>');
    expect(html).toContain('<meta property="og:image" content="https://lovella.date/brand/lovella/share.png?v=3">');
  });

  it('preloads the translations the first render waits for, in the page language of this build', async () => {
    const html = await new IndexHtml(distWith('<html lang="en-US"><head><title>A</title><!--amora:head--></head></html>')).render(page);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((match) => match[1]);
    expect(preloads).toEqual(STARTUP_NAMESPACES.map((namespace) => `/i18n/pl-PL/${namespace}.json?v=b1`));
  });

  it('carries the page’s brand as JSON no text of it can break out of', async () => {
    const template = '<html lang="en-US"><head><title>A</title><!--amora:head--></head><body></body></html>';
    const brand = { ...page.brand, description: 'Love </script><script>alert(1)</script> & more' };
    const html = await new IndexHtml(distWith(template)).render({ ...page, brand });
    const data = new RegExp(`<script type="application/json" id="${BRAND_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
    expect(data).toBeDefined();
    expect(JSON.parse(data!)).toEqual(brand);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('reads the build once per process', async () => {
    const dir = distWith('<html lang="en-US"><head><title>A</title><!--amora:head--></head></html>');
    const indexHtml = new IndexHtml(dir);
    await indexHtml.render(page);
    fs.writeFileSync(path.join(dir, 'index.html'), 'changed');
    expect(await indexHtml.render(page)).toContain('<html lang="pl-PL">');
  });
});
