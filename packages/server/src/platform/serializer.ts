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
    let jsonSchema: object;
    try {
      jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    } catch {
      return zodSerializerCompiler(route);
    }
    const write = fastJson(jsonSchema);
    if (!checkAnswers) return write;
    const check = zodSerializerCompiler(route);
    return (data: unknown) => {
      check(data);
      return write(data);
    };
  };
}
