/** The attack bodies of the JSON bomb tests (json-bombs.test.ts and its timing twin). */

export const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** `depth` levels of arrays with `elements` zeros at the bottom: every value has the longest path. */
export const deepAndWide = (depth: number, elements: number) => '['.repeat(depth) + '0,'.repeat(elements - 1) + '0' + ']'.repeat(depth);
export const wideArray = (elements: number) => `[${'0,'.repeat(elements - 1)}0]`;
export const wideObject = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`;

/** The bodies of the report, as sent: all larger than any JSON route takes, so refused unread. */
export const REPORTED = {
  '100,000-deep array (200 KB)': deepArray(100_000),
  '5,000 deep with 240,000 values (479 KiB)': deepAndWide(5_000, 240_000),
  'object with 100,000 keys': wideObject(100_000),
  '100,000-deep object': deepObject(100_000),
};

/** The bounds this test holds the server to (app.ts, platform/json-body.ts). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const TOO_DEEP = 'JSON nested deeper than 32 levels';
export const TOO_MANY = 'JSON holds more than 10000 values and keys';

/** The same attacks cut to fit the 64 KiB default, so they reach the JSON parser. */
export const WITHIN_LIMIT: Record<string, { body: string; message: string }> = {
  '30,000-deep array': { body: deepArray(30_000), message: TOO_DEEP },
  '5,000 deep with 25,000 values': { body: deepAndWide(5_000, 25_000), message: TOO_DEEP },
  '10,000-deep object': { body: deepObject(10_000), message: TOO_DEEP },
  'array of 20,000 values': { body: wideArray(20_000), message: TOO_MANY },
  'object with 6,000 keys': { body: wideObject(6_000), message: TOO_MANY },
  'deep value under a known field': { body: `{"email":${deepArray(20_000)},"password":"x","product_id":7}`, message: TOO_DEEP },
};
