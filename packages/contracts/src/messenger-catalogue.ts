/**
 * What a message can carry besides text (spec 2 §3 "Gift", §9; DESIGN.md §14 "Gifts"): the gift
 * ids and their two price tables, and the sticker set. Plain constants: the web imports this
 * file, and the server validates every gift and sticker send against it.
 */

/** Gift ids run 1 to 294 (spec 2 §3). */
export const GIFT_ID_MIN = 1;
export const GIFT_ID_MAX = 294;
/** Ids 285 to 294 exist (old messages may show them) but can never be sent (spec 2 §3). */
export const GIFT_UNSENDABLE_MIN = 285;
/** Spec 2 §9 "Paid gift price". */
export const GIFT_PRICE_COINS = 100;
/** The mixed table's free gifts (the spec leaves which ones open; DESIGN.md §14 decides 1–40). */
export const GIFT_FREE_MAX_IN_MIXED_TABLE = 40;

/** `mixed`: ids 1–40 free, the rest 100 coins. `allPaid`: the test group where every gift costs 100. */
export type GiftPriceTable = 'mixed' | 'allPaid';

export const isGiftId = (id: number): boolean => Number.isInteger(id) && id >= GIFT_ID_MIN && id <= GIFT_ID_MAX;
export const isSendableGift = (id: number): boolean => isGiftId(id) && id < GIFT_UNSENDABLE_MIN;

/** The gift's price in coins under a table; 0 is free (spec 2 §3: paid if the price is above 0). */
export function giftPrice(id: number, table: GiftPriceTable): number {
  if (table === 'mixed' && id <= GIFT_FREE_MAX_IN_MIXED_TABLE) return 0;
  return GIFT_PRICE_COINS;
}

/** Where a gift's image is served from (the web's public folder; one SVG per id). */
export const giftImagePath = (id: number): string => `/gifts/${id}.svg`;

/**
 * What each gift shows. The catalogue walks the motifs in order and starts again in the next
 * colour palette, so 42 motifs in 7 palettes make the 294 ids: neighbouring ids differ, and the
 * free gifts of the mixed table (1–40) are 40 different motifs. The picker names a gift by its
 * motif (its image's alt text); the colours are left unnamed.
 */
export const GIFT_MOTIFS = [
  'rose',
  'bouquet',
  'tulip',
  'sunflower',
  'heart',
  'heartArrow',
  'chocolates',
  'teddy',
  'cocktail',
  'coffee',
  'cake',
  'ring',
  'balloons',
  'star',
  'music',
  'plane',
  'giftBox',
  'champagne',
  'wine',
  'cupcake',
  'iceCream',
  'donut',
  'lollipop',
  'crown',
  'diamond',
  'loveLetter',
  'lips',
  'moon',
  'sun',
  'rainbow',
  'kitten',
  'puppy',
  'perfume',
  'headphones',
  'camera',
  'pizza',
  'strawberry',
  'cherries',
  'clover',
  'candle',
  'butterfly',
  'guitar',
] as const;
export type GiftMotif = (typeof GIFT_MOTIFS)[number];
/** How many colour palettes the catalogue uses: GIFT_MOTIFS.length × this = GIFT_ID_MAX. */
export const GIFT_PALETTE_COUNT = 7;
/** The gift's motif and palette (0-based) for an id of the catalogue. */
export function giftDesign(id: number): { motif: GiftMotif; palette: number } {
  const index = id - GIFT_ID_MIN;
  return { motif: GIFT_MOTIFS[index % GIFT_MOTIFS.length]!, palette: Math.floor(index / GIFT_MOTIFS.length) };
}

/**
 * The sticker set: named types, each an SVG in the web's public folder. The names are the
 * message's `stickerType`; a send with any other name is refused.
 */
export const STICKER_TYPES = [
  'wave',
  'heart',
  'laugh',
  'wink',
  'blush',
  'coffee',
  'flower',
  'kiss',
  'thumbs_up',
  'hug',
  'star_eyes',
  'sunny',
  'party',
  'sleepy',
  'wow',
  'cheers',
] as const;
export type StickerType = (typeof STICKER_TYPES)[number];
export const isStickerType = (value: string): value is StickerType => (STICKER_TYPES as readonly string[]).includes(value);
export const stickerImagePath = (type: StickerType): string => `/stickers/${type}.svg`;

/** Spec 2 §9 "Recent stickers kept": the picker's recent row, newest first. */
export const RECENT_STICKERS_KEPT = 4;
