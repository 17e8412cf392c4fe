import { z } from 'zod';

/** GET /revisionConfig.json (spec 1 §7): the client reads data.version. */
export const revisionConfigSchema = z.object({ data: z.object({ version: z.string() }) });
