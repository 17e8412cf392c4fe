import { z as zod } from 'zod';

/** `/rest/v2/*` answers `{ result: ... }` (DESIGN.md §5). */
export function restResult<T extends zod.ZodType>(result: T) {
  return zod.object({ result });
}

/** A query value given as a comma list, repeated, or both: `a,b` or `x=a&x=b`. */
export function commaList<T extends zod.ZodType>(item: T, max: number) {
  return zod.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined),
    zod.array(item).max(max),
  );
}

export const errorEnvelopeSchema = zod.object({
  code: zod.number().int(),
  message: zod.string(),
  fields: zod.record(zod.string(), zod.string()).optional(),
  /** Login code 100: seconds until a confirmation e-mail may be resent (contracts/auth.ts). */
  timeout: zod.number().int().optional(),
});
