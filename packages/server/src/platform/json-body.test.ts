import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, jsonLimitExceeded } from './json-body.ts';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepAndWide = (depth: number, elements: number) => '['.repeat(depth) + '0,'.repeat(elements - 1) + '0' + ']'.repeat(depth);
const wideArray = (elements: number) => `[${'0,'.repeat(elements - 1)}0]`;
const wideObject = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`;

const TOO_DEEP = `JSON nested deeper than ${JSON_LIMITS.maxDepth} levels`;
const TOO_MANY = `JSON holds more than ${JSON_LIMITS.maxElements} values and keys`;

describe('jsonLimitExceeded', () => {
  it('counts depth and values outside strings only, honouring escapes', () => {
    expect(jsonLimitExceeded(deepArray(32))).toBeUndefined();
    expect(jsonLimitExceeded(deepArray(33))).toBe(TOO_DEEP);
    expect(jsonLimitExceeded(JSON.stringify({ text: deepArray(10_000) }))).toBeUndefined();
    expect(jsonLimitExceeded(JSON.stringify({ text: `\\"${'['.repeat(100)}\\` }))).toBeUndefined();
    expect(jsonLimitExceeded(`["\\"", ${deepArray(33)}]`)).toBe(TOO_DEEP);
    // {} + key + value = 3; [1, true, null, -2.5e3, "x"] = 6.
    expect(jsonLimitExceeded('{"a": 1}', { maxDepth: 32, maxElements: 3 })).toBeUndefined();
    expect(jsonLimitExceeded('{"a": 1, "b": 2}', { maxDepth: 32, maxElements: 3 })).toMatch(/more than 3/);
    expect(jsonLimitExceeded('[1, true, null, -2.5e3, "x"]', { maxDepth: 32, maxElements: 6 })).toBeUndefined();
    expect(jsonLimitExceeded('[1, true, null, -2.5e3, "x"]', { maxDepth: 32, maxElements: 5 })).toMatch(/more than 5/);
    expect(jsonLimitExceeded(wideArray(JSON_LIMITS.maxElements - 1))).toBeUndefined();
    expect(jsonLimitExceeded(wideArray(JSON_LIMITS.maxElements))).toBe(TOO_MANY);
  });

  it('refuses the reported bodies (security/json-bombs.test.ts) in one pass', () => {
    expect(jsonLimitExceeded(deepArray(100_000))).toBe(TOO_DEEP);
    expect(jsonLimitExceeded(deepAndWide(5_000, 240_000))).toBe(TOO_DEEP);
    expect(jsonLimitExceeded(wideObject(100_000))).toBe(TOO_MANY);
    expect(jsonLimitExceeded(deepObject(100_000))).toBe(TOO_DEEP);
    expect(jsonLimitExceeded(wideArray(240_000))).toBe(TOO_MANY);
  });
});

