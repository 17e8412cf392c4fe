import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS, brandById, brandByShortName, brandForHost, DEFAULT_BRAND_ID } from './brands.ts';
import { unknownHostMessage } from './page-data.ts';
import { isLanguage } from './languages.ts';

describe('brand registry', () => {
  it('holds exactly the 26 brand ids of spec 1 §1', () => {
    expect(BRAND_IDS).toEqual([7, 8, 13, 17, 20, 21, 22, 23, 24, 25, 26, 29, 42, 53, 54, 55, 58, 59, 60, 61, 63, 64, 65, 66, 67, 71]);
  });

  it('gives every brand a unique short name and domain, and complete texts', () => {
    expect(new Set(BRANDS.map((b) => b.shortName)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((b) => b.domain)).size).toBe(BRANDS.length);
    for (const b of BRANDS) {
      expect(b.shortName).toMatch(/^[a-z0-9-]+$/);
      expect(b.title).toContain(b.name);
      expect(b.description.length).toBeGreaterThan(40);
      expect(b.descriptionKey).toBe(`brands.${b.shortName}.description`);
      expect(b.share.title).not.toBe('');
      expect(b.share.description).not.toBe('');
      expect(new URL(b.helpArticleUrl).protocol).toBe('https:');
      expect(isLanguage(b.defaultLanguage)).toBe(true);
    }
    expect(new Set(BRANDS.map((b) => b.share.title)).size).toBe(BRANDS.length);
  });

  it('fixes a logo box per brand within the header slot, not all the same', () => {
    for (const { logo } of BRANDS) {
      expect(logo.width).toBeGreaterThanOrEqual(112);
      expect(logo.width).toBeLessThanOrEqual(140);
      expect(logo.height).toBeGreaterThanOrEqual(28);
      expect(logo.height).toBeLessThanOrEqual(36);
    }
    expect(new Set(BRANDS.map((b) => `${b.logo.width}x${b.logo.height}`)).size).toBeGreaterThan(5);
  });

  it('has the special brands the product needs', () => {
    expect(BRANDS.filter((b) => b.registrationDomain).map((b) => [b.id, b.registrationDomain])).toEqual([
      [21, 'join.sparkmatch.date'],
      [54, 'join.velvet.date'],
    ]);
    expect(BRANDS.filter((b) => b.storeDownload).map((b) => b.id)).toEqual([29]);
    expect(BRANDS.filter((b) => b.requiresEmailConfirmation).map((b) => b.id)).toEqual([13]);
    expect(BRANDS.filter((b) => b.theme !== 'default').map((b) => [b.id, b.theme])).toEqual([
      [7, 'amora'],
      [8, 'lovella'],
      [17, 'flirtania'],
      [24, 'rendezvous'],
      [53, 'luna'],
      [61, 'ember'],
    ]);
  });

  it('gives an ad slot to the few brands that carry ads, each with its own div and card-sized units', () => {
    const withAds = BRANDS.filter((b) => b.adSlot);
    expect(withAds.map((b) => b.id)).toEqual([42, 53, 54, 55]);
    for (const { adSlot } of withAds) {
      expect(adSlot!.path).toMatch(/^\/[\w/-]+$/);
      expect(adSlot!.sizes.length).toBeGreaterThan(0);
      for (const [width, height] of adSlot!.sizes) expect(width > 0 && height > 0 && width <= 360).toBe(true);
    }
    expect(new Set(withAds.map((b) => b.adSlot!.divId)).size).toBe(withAds.length);
    expect(brandById(7)!.adSlot).toBeUndefined();
  });

  it('looks brands up by id and short name', () => {
    expect(brandById(24)?.shortName).toBe('rendezvous');
    expect(brandById(1)).toBeUndefined();
    expect(brandByShortName('luna')?.id).toBe(53);
    expect(brandByShortName('nope')).toBeUndefined();
  });
});

describe('brandForHost', () => {
  it.each([
    ['localhost', DEFAULT_BRAND_ID],
    ['localhost:8080', DEFAULT_BRAND_ID],
    ['127.0.0.1:3000', DEFAULT_BRAND_ID],
    ['[::1]:8080', DEFAULT_BRAND_ID],
    ['lovella.localhost:8080', 8],
    ['LOVELLA.LOCALHOST', 8],
    ['heartly.date', 13],
    ['www.heartly.date', 13],
    ['heartly.date:443', 13],
    ['join.sparkmatch.date', 21],
    ['www.join.velvet.date', 54],
  ])('%s → brand %i', (host, id) => {
    expect(brandForHost(host)?.id).toBe(id);
  });

  it.each(['nope.localhost', 'evil.com', 'amora.date.evil.com', 'join.amora.date', 'a.b.localhost', '', undefined, null])(
    'an unknown host (%s) has no brand',
    (host) => {
      expect(brandForHost(host)).toBeUndefined();
    },
  );

  it('words the unknown-host message as the spec does', () => {
    expect(unknownHostMessage('evil.com')).toBe("Can't find product config for hostname: evil.com.");
  });
});
