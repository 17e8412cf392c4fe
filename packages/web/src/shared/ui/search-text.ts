/** A RegExp matching one allowed character (e.g. /[\p{L} -]/u), or a predicate over the whole text. */
export type AllowedCharacters = RegExp | ((text: string) => boolean);

/**
 * Whether typed text is taken (spec 3 §5): at most `maxLength` characters, and only allowed
 * characters. Rejected text leaves the input as it was.
 */
export function acceptsSearchText(text: string, { allowedCharacters, maxLength = Infinity }: { allowedCharacters?: AllowedCharacters; maxLength?: number }): boolean {
  if ([...text].length > maxLength) return false;
  if (allowedCharacters === undefined) return true;
  if (typeof allowedCharacters === 'function') return allowedCharacters(text);
  // Without the sticky/global flags `test` keeps no lastIndex between characters.
  const character = new RegExp(allowedCharacters.source, allowedCharacters.flags.replace(/[gy]/g, ''));
  return [...text].every((each) => character.test(each));
}
