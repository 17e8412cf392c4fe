import { z as zod } from 'zod';

/** GET /revisionConfig.json (spec 1 §7): the client reads data.version. */
export const revisionConfigSchema = zod.object({ data: zod.object({ version: zod.string() }) });
