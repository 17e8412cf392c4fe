import { z as zod } from 'zod';
import { MAX_SPLIT_HIDS } from './feature-flags.ts';

/** Flag, variant and split hids: short kebab-case words. */
export const hidSchema = zod.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const splitGroupSchema = zod.number().int().min(-1).max(3);

export const featureSchema = zod.object({ hid: zod.string(), variant: zod.string() });
export type Feature = zod.infer<typeof featureSchema>;

export const splitBindingSchema = zod.object({ splitHid: zod.string(), splitGroup: splitGroupSchema });
export type SplitBinding = zod.infer<typeof splitBindingSchema>;

const splitHidsSchema = zod.array(zod.string().min(1).max(64)).max(MAX_SPLIT_HIDS);

/** POST /v3/init: without splitHids, every configured split is bound. */
export const initBodySchema = zod.object({ splitHids: splitHidsSchema.optional() });
export const initResponseSchema = zod.object({ features: zod.array(featureSchema), splitBindings: zod.array(splitBindingSchema) });
export type InitResponse = zod.infer<typeof initResponseSchema>;

/** POST /v3/split/bindings:ensure */
export const ensureSplitBindingsBodySchema = zod.object({ splitHids: splitHidsSchema });
export const ensureSplitBindingsResponseSchema = zod.object({ splitBindings: zod.array(splitBindingSchema) });
