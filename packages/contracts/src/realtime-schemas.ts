import { z } from 'zod';
import { ONLINE_SHARDS } from './realtime.ts';

/** The frames a client may send (realtime.ts ClientFrame); anything else is ignored. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ channel: z.literal('rpc'), type: z.literal('auth'), payload: z.object({ accessToken: z.string().min(1).max(4096) }) }),
  z.object({ channel: z.literal('rpc'), type: z.literal('counters'), payload: z.object({}).optional() }),
  z.object({
    channel: z.literal('online'),
    type: z.literal('subscribe'),
    payload: z.object({ shards: z.array(z.number().int().min(0).max(ONLINE_SHARDS - 1)).max(ONLINE_SHARDS) }),
  }),
]);
export type ParsedClientFrame = z.infer<typeof clientFrameSchema>;
