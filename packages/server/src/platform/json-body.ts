import type { FastifyInstance } from 'fastify';
import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from './errors.ts';

/**
 * Shape bounds of a JSON body. No request of the API nests deeper than a handful of levels or
 * carries more than a few hundred values (the largest, a batch of 100 UI events, has about 900);
 * the bounds leave room for that and stop `[[[…]]]` and million-key bombs before anything walks them.
 */
export interface JsonLimits {
  /** Arrays and objects inside each other. */
  maxDepth: number;
  /** Values and object keys, counted alike. */
  maxElements: number;
}

export const JSON_LIMITS: JsonLimits = { maxDepth: 32, maxElements: 10_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Why the JSON text breaks the limits, or undefined. One pass over the text that skips the
 * inside of strings (escapes honoured), so it costs no more than reading the body once; text
 * that is not JSON at all is left for the parser to refuse.
 */
export function jsonLimitExceeded(text: string, limits: JsonLimits = JSON_LIMITS): string | undefined {
  let depth = 0;
  let elements = 0;
  let inString = false;
  // Inside a number or literal (true, false, null): its first character counted it.
  let inScalar = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    switch (c) {
      case QUOTE:
        inString = true;
        inScalar = false;
        elements++;
        break;
      case OPEN_ARRAY:
      case OPEN_OBJECT:
        inScalar = false;
        elements++;
        if (++depth > limits.maxDepth) return `JSON nested deeper than ${limits.maxDepth} levels`;
        break;
      case CLOSE_ARRAY:
      case CLOSE_OBJECT:
        inScalar = false;
        depth--;
        break;
      case COMMA:
      case COLON:
      case SPACE:
      case TAB:
      case LINE_FEED:
      case CARRIAGE_RETURN:
        inScalar = false;
        break;
      default:
        if (inScalar) continue;
        inScalar = true;
        elements++;
    }
    if (elements > limits.maxElements) return `JSON holds more than ${limits.maxElements} values and keys`;
  }
  return undefined;
}

/**
 * Fastify's JSON parser behind a shape check: a body over the limits is refused before
 * JSON.parse or any walk over the result (the NUL guard, zod) could spend time or stack on it.
 * Parsing itself stays Fastify's, with its answers to an empty body and its prototype-poisoning
 * protection (`__proto__` and `constructor.prototype` keys are refused).
 */
export function registerJsonBodyParser(app: FastifyInstance, limits: JsonLimits = JSON_LIMITS): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonLimitExceeded(text, limits);
    if (problem) {
      done(ApiError.validation({ _: FieldErrorKey.tooBig }, problem), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
