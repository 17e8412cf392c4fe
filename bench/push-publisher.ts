/**
 * The publisher inside a realtime bench server child, driven over its IPC channel (never an
 * HTTP route of the product). It publishes pushes at a steady rate, each stamped with the time
 * it was published, so the clients can measure publish → receipt on the machine's one clock.
 */
import type { ServerFrame } from '../packages/contracts/src/index.ts';

/**
 * Epoch milliseconds with sub-millisecond resolution. timeOrigin is the wall clock when the
 * process started, so every process on the machine reads the same clock (the bench checks it).
 */
export const epochMs = (): number => performance.timeOrigin + performance.now();

/** Publish `perSecond` pushes for `seconds`; `context` tells the clients which phase they belong to. */
export interface PublishOrder {
  type: 'publish';
  perSecond: number;
  seconds: number;
  context: string;
}

export interface Published {
  type: 'published';
  count: number;
  /** From the first publish to the last. */
  seconds: number;
  /** Publishes the bus refused. */
  failed: number;
  /**
   * How late publishes came after their turn in the schedule (99th percentile, worst): stalls of
   * the server's event loop, which delay a push before it is published and so are not in the latency.
   */
  lagP99Ms: number;
  lagMaxMs: number;
}

export interface ClockAnswer {
  type: 'clock';
  at: number;
}

export type PushFrame = Extract<ServerFrame, { channel: 'push' }>;

/** What the product's push frame looks like on the wire; `serverSentTimestamp` carries the publish time. */
export function pushFrame(sequence: number, context: string): PushFrame {
  return {
    channel: 'push',
    type: 'push',
    payload: {
      type: 'new_like',
      pushId: `bench-${sequence}`,
      context,
      senderHid: null,
      senderName: 'Bench',
      serverSentTimestamp: epochMs(),
      url: null,
      urlHash: null,
      photo: null,
      template: { title: 'New like', body: 'Someone liked your profile', button: null, placeholder: null },
      expiredInterval: 0,
    },
  };
}

/** Answers the bench's clock and publish orders; `publish` sends push number `sequence` somewhere. */
export function servePublisher(publish: (sequence: number, frame: ServerFrame) => unknown): void {
  process.on('message', (order: { type?: string }) => {
    if (order.type === 'clock') process.send?.({ type: 'clock', at: epochMs() } satisfies ClockAnswer);
    if (order.type === 'publish') void publishSteadily(order as PublishOrder, publish).then((published) => process.send?.(published));
  });
}

async function publishSteadily({ perSecond, seconds, context }: PublishOrder, publish: (sequence: number, frame: ServerFrame) => unknown): Promise<Published> {
  const total = Math.round(perSecond * seconds);
  const lags: number[] = [];
  const pending: Promise<unknown>[] = [];
  let failed = 0;
  const started = epochMs();
  let sent = 0;
  while (sent < total) {
    // Catch up with the schedule after each timer tick, so the rate holds whatever the tick's length.
    const due = Math.min(total, Math.floor(((epochMs() - started) * perSecond) / 1000) + 1);
    for (; sent < due; sent++) {
      const frame = pushFrame(sent, context);
      lags.push(frame.payload.serverSentTimestamp - (started + (sent * 1000) / perSecond));
      pending.push(
        Promise.resolve(publish(sent, frame)).catch(() => {
          failed += 1;
        }),
      );
    }
    // Sleep until the next push is due (timers fire no sooner than 1 ms): a busier loop would add its own CPU to every figure.
    await new Promise((resolve) => setTimeout(resolve, started + (sent * 1000) / perSecond - epochMs()));
  }
  const finished = epochMs();
  await Promise.all(pending);
  lags.sort((a, b) => a - b);
  return {
    type: 'published',
    count: total,
    seconds: (finished - started) / 1000,
    failed,
    lagP99Ms: lags[Math.floor(lags.length * 0.99)] ?? 0,
    lagMaxMs: lags[lags.length - 1] ?? 0,
  };
}
