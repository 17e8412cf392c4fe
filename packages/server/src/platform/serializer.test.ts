import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, initResponseSchema } from '@amora/contracts';
import { serializerCompiler } from './serializer.ts';

const serializerOf = (schema: z.ZodType, checkAnswers = false) => serializerCompiler({ checkAnswers })({ schema, method: 'GET', url: '/probe', httpStatus: '200' });

/**
 * What zod's serializer wrote before: the answer encoded by the contract, then JSON text. Read back
 * as JSON for the comparison: fast-json-stringify writes the required keys of an object first.
 */
const asZodWrote = (schema: z.ZodType, data: unknown): unknown => JSON.parse(JSON.stringify(z.encode(schema, data)));
const read = (text: string): unknown => JSON.parse(text);

describe('compiled response serialisation', () => {
  const profileLike = z.object({
    common: z
      .object({
        id: z.number().int(),
        name: z.string(),
        email: z.string().nullable(),
        bday: z.string().optional(),
        search_age: z.object({ from: z.number(), to: z.number() }),
        search_gender: z.enum(['f', 'm']),
        is_verified: z.boolean(),
      })
      .optional(),
    photos: z.record(z.string(), z.string().nullable()).optional(),
    interests: z.array(z.number().int()),
    status: z.union([z.literal('ok'), z.literal('hidden')]),
  });

  it('writes the same text as zod did for answers that keep the contract', () => {
    const answers = [
      {
        common: { id: 7, name: 'Anna "A" \u2028', email: null, bday: '1990-01-02', search_age: { from: 18, to: 99 }, search_gender: 'm', is_verified: true },
        photos: { small: '/media/a.jpg', big: null },
        interests: [1, 2, 3],
        status: 'ok',
      },
      { interests: [], status: 'hidden' },
    ];
    const write = serializerOf(profileLike);
    for (const answer of answers) expect(read(write(answer))).toEqual(asZodWrote(profileLike, answer));
    const init = { features: [{ hid: 'f1', variant: 'on' }], splitBindings: [{ splitHid: 's1', splitGroup: 2 }] };
    expect(read(serializerOf(initResponseSchema)(init))).toEqual(asZodWrote(initResponseSchema, init));
    const error = { code: 10, message: 'Account state changed' };
    expect(read(serializerOf(errorEnvelopeSchema)(error))).toEqual(asZodWrote(errorEnvelopeSchema, error));
  });

  it('leaves out what the contract does not name, as zod stripped it', () => {
    const answer = { interests: [1], status: 'ok', password_hash: 'secret', common: undefined };
    const text = serializerOf(profileLike)(answer);
    expect(read(text)).toEqual(asZodWrote(profileLike, answer));
    expect(text).not.toContain('secret');
  });

  it('refuses an answer that lacks a required field', () => {
    expect(() => serializerOf(profileLike)({ interests: [1] })).toThrow();
  });

  it('checks each answer against the contract when asked (tests, development), not only its shape', () => {
    const wrongType = { interests: ['1'], status: 'ok' };
    // Written as the schema's types say, the contract unchecked (production)...
    expect(read(serializerOf(profileLike)(wrongType))).toEqual({ interests: [1], status: 'ok' });
    // ...and refused where answers are checked, so a drift from the contract fails a test.
    expect(() => serializerOf(profileLike, true)(wrongType)).toThrow();
    expect(read(serializerOf(profileLike, true)({ interests: [1], status: 'hidden' }))).toEqual({ interests: [1], status: 'hidden' });
  });

  it('keeps zod for a contract JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(serializerOf(schema)({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('{"at":"2026-01-02T00:00:00.000Z"}');
  });
});
