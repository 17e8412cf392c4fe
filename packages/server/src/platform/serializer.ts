import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers written by fast-json-stringify from a JSON schema derived once from the route's zod
 * response contract, instead of checking every answer with zod and then JSON.stringify-ing it.
 * A contract JSON Schema cannot express (transforms, dates) keeps zod's serializer. With
 * `checkAnswers` (tests, development) each answer is also checked against the contract first, so
 * one that drifts from it fails loudly there instead of reaching a client coerced.
 */
export function serializerCompiler({ checkAnswers }: { checkAnswers: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const write = jsonWriterOf(route.schema);
    if (!write) return zodSerializerCompiler(route);
    if (!checkAnswers) return write;
    const check = zodSerializerCompiler(route);
    return (data: unknown) => {
      check(data);
      return write(data);
    };
  };
}

type Writer = (data: unknown) => string;
/**
 * The contracts are module constants, so every app in a process (the tests build hundreds) and
 * every route sharing a schema reuse one compiled writer; null marks a contract JSON Schema cannot express.
 */
const jsonWriters = new WeakMap<z.ZodType, Writer | null>();

function jsonWriterOf(schema: z.ZodType): Writer | null {
  let write = jsonWriters.get(schema);
  if (write === undefined) {
    try {
      const jsonSchema: object = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      write = fastJson(jsonSchema);
    } catch {
      write = null;
    }
    jsonWriters.set(schema, write);
  }
  return write;
}
