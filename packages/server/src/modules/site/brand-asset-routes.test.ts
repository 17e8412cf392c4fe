import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDROID_ICON_SIZES, APPLE_TOUCH_SIZES, brandById, brandPalette, FAVICON_SIZES } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { webManifestSchema } from './manifest.ts';

const YEAR = 'public, max-age=31536000, immutable';

describe.each(TEST_DIALECTS)('brand assets on %s', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.request({ method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ...FAVICON_SIZES.map((size) => [`favicon-${size}.png`, size] as const),
    ...APPLE_TOUCH_SIZES.map((size) => [`apple-touch-icon-${size}.png`, size] as const),
    ...ANDROID_ICON_SIZES.map((size) => [`icon-${size}.png`, size] as const),
  ])('renders %s as a PNG of that size, cached for a year', async (file, size) => {
    const res = await get(`/brand/lovella/${file}?v=3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(YEAR);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('draws favicons and install icons with transparent corners and apple-touch icons full-bleed', async () => {
    const corner = async (url: string) => {
      const { data } = await sharp((await get(url)).rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return data[3];
    };
    expect(await corner('/brand/amora/favicon-144.png')).toBe(0);
    expect(await corner('/brand/amora/icon-512.png')).toBe(0);
    expect(await corner('/brand/amora/apple-touch-icon-180.png')).toBe(255);
  });

  it('renders different icons per brand and serves the same bytes again from memory', async () => {
    const amora = (await get('/brand/amora/favicon-32.png?v=3')).rawPayload;
    const luna = (await get('/brand/luna/favicon-32.png?v=3')).rawPayload;
    expect(amora.equals(luna)).toBe(false);
    expect((await get('/brand/amora/favicon-32.png?v=3')).rawPayload.equals(amora)).toBe(true);
  });

  it('caches an unversioned icon URL for a day only', async () => {
    const res = await get('/brand/amora/favicon-32.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('renders the 1200×630 share picture', async () => {
    const res = await get('/brand/rendezvous/share.png?v=3');
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('serves both logo variants as SVG of the brand logo box', async () => {
    const brand = brandById(24)!;
    for (const file of ['logo.svg', 'logo-inverted.svg']) {
      const res = await get(`/brand/rendezvous/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.body).toContain('>Rendezvous</text>');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'svg', width: brand.logo.width, height: brand.logo.height });
    }
  });

  it('serves the web app manifest, version 3', async () => {
    const brand = brandById(61)!;
    const res = await get('/brand/ember/manifest.json?v=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(YEAR);
    const manifest = webManifestSchema.parse(res.json());
    expect(manifest).toMatchObject({
      name: 'Ember',
      short_name: 'Ember',
      start_url: '/',
      display: 'standalone',
      theme_color: brandPalette(brand, 'light')['--color-primary'],
      background_color: brandPalette(brand, 'light')['--color-bg'],
    });
    expect(manifest.icons).toContainEqual({ src: '/brand/ember/favicon-144.png?v=3', sizes: '144x144', type: 'image/png', purpose: 'any' });
    expect(manifest.icons).toContainEqual({ src: '/brand/ember/apple-touch-icon-192.png?v=3', sizes: '192x192', type: 'image/png', purpose: 'maskable' });
    expect(manifest.icons).toHaveLength(FAVICON_SIZES.length + APPLE_TOUCH_SIZES.length + ANDROID_ICON_SIZES.length);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/\?v=3$/);
  });

  it('lists the 192 and 512 px `any` icons Chromium needs to offer installing', async () => {
    const manifest = webManifestSchema.parse((await get('/brand/ember/manifest.json?v=3')).json());
    const anySizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(anySizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('answers every manifest icon URL with a PNG of the stated size', async () => {
    const manifest = webManifestSchema.parse((await get('/brand/luna/manifest.json?v=3')).json());
    for (const icon of manifest.icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format, icon.src).toBe('png');
    }
  });

  it('serves assets by short name whatever the host', async () => {
    const res = await t.request({ method: 'GET', url: '/brand/tulip/favicon-57.png?v=3', headers: { host: 'cdn.example.net' } });
    expect(res.statusCode).toBe(200);
  });

  it.each(['/brand/amora/favicon-16.png', '/brand/amora/apple-touch-icon-512.png', '/brand/amora/icon-256.png', '/brand/amora/logo.png', '/brand/nope/logo.svg', '/brand/nope/manifest.json'])(
    '%s → 404 envelope',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    },
  );
});
