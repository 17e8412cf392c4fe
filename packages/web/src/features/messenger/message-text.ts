/** The largest Unicode code point; anything above, or a lone surrogate, stays as written. */
const MAX_CODE_POINT = 0x10ffff;

/**
 * A message's text for display (spec 2 §3 "Numeric HTML entities in text are decoded"): `&#233;`
 * and `&#xE9;` become the character they name. Named entities and markup stay as typed: the text
 * is rendered as text, never as HTML (DESIGN.md §6).
 */
export function decodeNumericEntities(text: string): string {
  return text.replace(/&#(?:(\d{1,7})|[xX]([0-9a-fA-F]{1,6}));/g, (entity, decimal: string | undefined, hex: string | undefined) => {
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    return code > 0 && code <= MAX_CODE_POINT && !surrogate ? String.fromCodePoint(code) : entity;
  });
}
