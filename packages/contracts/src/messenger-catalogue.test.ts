import { describe, expect, it } from 'vitest';
import { GIFT_ID_MAX, GIFT_ID_MIN, GIFT_MOTIFS, GIFT_PALETTE_COUNT, giftDesign, giftPrice, isSendableGift } from './messenger-catalogue.ts';

describe('the gift catalogue (spec 2 §3 "Gift")', () => {
  it('gives each id 1–294 its own motif and palette, neighbours differing', () => {
    const ids = Array.from({ length: GIFT_ID_MAX - GIFT_ID_MIN + 1 }, (_, index) => GIFT_ID_MIN + index);
    expect(GIFT_MOTIFS.length * GIFT_PALETTE_COUNT).toBe(ids.length);
    const designs = ids.map(giftDesign);
    expect(new Set(designs.map(({ motif, palette }) => `${motif}/${palette}`)).size).toBe(ids.length);
    expect(designs.every(({ palette }) => palette >= 0 && palette < GIFT_PALETTE_COUNT)).toBe(true);
    expect(giftDesign(1)).toEqual({ motif: 'rose', palette: 0 });
    expect(giftDesign(43)).toEqual({ motif: 'rose', palette: 1 });
    expect(giftDesign(294)).toEqual({ motif: 'guitar', palette: 6 });
    // The mixed table's free gifts are forty different things.
    expect(new Set(ids.filter((id) => giftPrice(id, 'mixed') === 0).map((id) => giftDesign(id).motif)).size).toBe(40);
    expect(ids.filter(isSendableGift)).toHaveLength(284);
  });
});
