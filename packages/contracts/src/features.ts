import { z } from 'zod';
import { MAX_SPLIT_HIDS } from './feature-flags.ts';

/** Flag, variant and split hids: short kebab-case words. */
export const hidSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const splitGroupSchema = z.number().int().min(-1).max(3);

export const featureSchema = z.object({ hid: z.string(), variant: z.string() });
export type Feature = z.infer<typeof featureSchema>;

export const splitBindingSchema = z.object({ splitHid: z.string(), splitGroup: splitGroupSchema });
export type SplitBinding = z.infer<typeof splitBindingSchema>;

const splitHidsSchema = z.array(z.string().min(1).max(64)).max(MAX_SPLIT_HIDS);

/** POST /v3/init: without splitHids, every configured split is bound. */
export const initBodySchema = z.object({ splitHids: splitHidsSchema.optional() });
export const initResponseSchema = z.object({ features: z.array(featureSchema), splitBindings: z.array(splitBindingSchema) });
export type InitResponse = z.infer<typeof initResponseSchema>;

/** POST /v3/split/bindings:ensure */
export const ensureSplitBindingsBodySchema = z.object({ splitHids: splitHidsSchema });
export const ensureSplitBindingsResponseSchema = z.object({ splitBindings: z.array(splitBindingSchema) });
