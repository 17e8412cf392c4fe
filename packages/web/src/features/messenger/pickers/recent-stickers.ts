import { isStickerType, RECENT_STICKERS_KEPT, type StickerType } from '@amora/contracts';

/**
 * The sticker picker's recent row (spec 2 §9 "Recent stickers kept": 4), newest first, per member
 * on this device: two members who share a phone each see their own. Kept in local storage, so a
 * value written by an older build or by hand is read as far as it is still a list of sticker types.
 */
const storageKey = (memberHid: string) => `amora.recentStickers.${memberHid}`;

export function recentStickers(memberHid: string): StickerType[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(memberHid)) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    const types = stored.filter((value): value is StickerType => typeof value === 'string' && isStickerType(value));
    return [...new Set(types)].slice(0, RECENT_STICKERS_KEPT);
  } catch {
    // Storage that is unreadable or not ours counts as no recent stickers.
    return [];
  }
}

/** Puts `type` first, drops its older place, keeps the newest four; returns the new row. */
export function recordRecentSticker(memberHid: string, type: StickerType): StickerType[] {
  const next = [type, ...recentStickers(memberHid).filter((recent) => recent !== type)].slice(0, RECENT_STICKERS_KEPT);
  try {
    localStorage.setItem(storageKey(memberHid), JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the recent row; the sticker is still sent.
  }
  return next;
}
