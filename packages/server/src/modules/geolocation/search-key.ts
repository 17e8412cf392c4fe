/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
const FOLDED_PATTERN = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * The form city names are compared in: lower case, accents removed, so `koln` and `KÖLN` both
 * find Köln and `lodz` finds Łódź. Punctuation and spaces are kept (`saint-` vs `saint `).
 */
export function citySearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED_PATTERN, (letter) => FOLDED_LETTERS[letter]!)
    .trim();
}
