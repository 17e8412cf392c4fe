import { z } from 'zod';

/** `/rest/v2/*` answers `{ result: ... }` (DESIGN.md §5). */
export function restResult<T extends z.ZodType>(result: T) {
  return z.object({ result });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Login code 100: seconds until a confirmation e-mail may be resent (contracts/auth.ts). */
  timeout: z.number().int().optional(),
});
