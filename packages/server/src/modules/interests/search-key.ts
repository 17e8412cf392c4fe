/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };
const FOLDED_PATTERN = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/**
 * The form interest titles and prefixes are compared in: lower case, Latin and Cyrillic accents
 * removed (`cafe` finds Café, `ежики` finds ёжики), the Devanagari nukta removed (most people
 * type फुटबॉल for फ़ुटबॉल), and any run of punctuation or spaces as one space (`hip hop` finds
 * Hip-hop). Devanagari vowel signs are marks too but carry the word, so they stay.
 */
export function interestSearchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .toLowerCase()
    .replace(FOLDED_PATTERN, (letter) => FOLDED_LETTERS[letter]!)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
