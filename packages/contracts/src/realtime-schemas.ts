import { z as zod } from 'zod';
import { ONLINE_SHARDS } from './realtime.ts';

/** The frames a client may send (realtime.ts ClientFrame); anything else is ignored. */
export const clientFrameSchema = zod.discriminatedUnion('type', [
  zod.object({ channel: zod.literal('rpc'), type: zod.literal('auth'), payload: zod.object({ accessToken: zod.string().min(1).max(4096) }) }),
  zod.object({ channel: zod.literal('rpc'), type: zod.literal('counters'), payload: zod.object({}).optional() }),
  zod.object({
    channel: zod.literal('online'),
    type: zod.literal('subscribe'),
    payload: zod.object({ shards: zod.array(zod.number().int().min(0).max(ONLINE_SHARDS - 1)).max(ONLINE_SHARDS) }),
  }),
]);
export type ParsedClientFrame = zod.infer<typeof clientFrameSchema>;
