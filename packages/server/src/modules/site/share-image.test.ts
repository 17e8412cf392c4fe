import { describe, expect, it } from 'vitest';
import { BRANDS, brandByShortName } from '@amora/contracts';
import { shareImageSvg, twoLines } from './share-image.ts';

describe('twoLines', () => {
  it('keeps a short text on one line', () => {
    expect(twoLines('Find your person on Amora', 28)).toEqual(['Find your person on Amora']);
  });

  it('balances two lines instead of leaving a lone word', () => {
    expect(twoLines('Find someone in tune with you', 28)).toEqual(['Find someone in', 'tune with you']);
  });

  it('cuts a text too long for two lines with an ellipsis, never past the width', () => {
    const lines = twoLines('one two three four five six seven eight nine ten eleven twelve', 20);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    expect(twoLines('Supercalifragilisticexpialidocious again and again', 10).every((l) => l.length <= 10)).toBe(true);
  });

  it('fits every brand share title and description into two lines', () => {
    for (const brand of BRANDS) {
      expect(twoLines(brand.share.title, 28).join(' ')).toBe(brand.share.title);
      expect(twoLines(brand.share.description, 52).join(' ')).toBe(brand.share.description);
    }
  });
});

describe('shareImageSvg', () => {
  it('is 1200×630 and escapes the texts', () => {
    const brand = { ...brandByShortName('amora')!, share: { title: 'Tom & Jerry <3', description: 'a "quoted" text' } };
    const svg = shareImageSvg(brand);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('Tom &amp; Jerry &lt;3');
    expect(svg).toContain('a &quot;quoted&quot; text');
  });
});
