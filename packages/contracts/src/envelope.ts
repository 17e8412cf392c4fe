import { z } from 'zod';

/** `/rest/v2/*` answers `{ result: ... }` (DESIGN.md §5). */
export function restResult<T extends z.ZodType>(result: T) {
  return z.object({ result });
}

/** A query value given as a comma list, repeated, or both: `a,b` or `x=a&x=b`. */
export function commaList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined),
    z.array(item).max(max),
  );
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Login code 100: seconds until a confirmation e-mail may be resent (contracts/auth.ts). */
  timeout: z.number().int().optional(),
});
