/**
 * The messenger scenario's figures, printed as the realtime bench prints its own: a table row
 * with the p99 as a multiple of the bare `ws` baseline of the same run, then what the row does
 * not show (how messages arrived, the drops, the sends' answers).
 */
import type { MessengerMeasurement } from './messenger.ts';

const ms = (value: number) => value.toFixed(1);
const mb = (values: number[]) => values.map((v) => v.toFixed(0)).join('+');

/** `bareWsP99`: the mean p99 of the bare ws baselines measured around it in this run. */
export function printMessenger(m: MessengerMeasurement, seconds: number, bareWsP99: number): void {
  console.log(`\nMessenger: ${m.members} members in ${m.members / 2} matched pairs, a pair's two members on different processes, ${m.perSecond} messages/s for ${seconds} s, ${m.drops.members} members dropping once\n`);
  console.log(
    '| what | delivered live/s | p50 ms | p99 ms | max ms | lost | duplicated | send answered p50 / p99 ms | server CPU ms/message | PostgreSQL CPU ms/message | server RSS MB (idle → connected → after load) | p99 vs bare ws |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| Amora messenger, send → other member's socket (Redis, 2 processes, PostgreSQL) | ${m.messagesPerSecond.toFixed(0)} | ${ms(m.latency.p50)} | ${ms(m.latency.p99)} | ${ms(m.latency.max)} | ` +
      `${m.lost} | ${m.duplicated} | ${ms(m.answer.p50)} / ${ms(m.answer.p99)} | ${m.cpuMsPerMessage.toFixed(2)} | ${m.dbCpuMsPerMessage.toFixed(2)} | ` +
      `${mb(m.rss.idle)} → ${mb(m.rss.connected)} → ${mb(m.rss.loaded)} | ×${(m.latency.p99 / bareWsP99).toFixed(1)} |`,
  );
  const statuses = Object.entries(m.sends.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const [first, second] = m.groups;
  console.log(
    `\nsends (warm-up and measured): ${m.sends.total}, answered ${statuses}; acknowledged messages reached their receiver live ${m.via.live}, ` +
      `by the catch-up after a reconnect ${m.via.reconnect}, by the catch-up of a gap on a live socket ${m.via.gap}; misdelivered ${m.misdelivered}`,
  );
  console.log(
    `drops: ${m.drops.members} members dropped and came back; catch-up calls ${m.drops.catchUps} (the first connect's included), events held twice (live and caught up, kept once by seq) ${m.drops.overlaps}, ` +
      `seq conflicts ${m.drops.seqConflicts}, resyncs ${m.drops.resyncs}, sockets the server closed ${m.drops.serverCloses}, members with a gap at the end ${m.drops.incomplete}`,
  );
  console.log(
    `${m.members} likes through the API took ${m.matchSeconds.toFixed(1)} s, and their events were all dispatched ${m.settleSeconds.toFixed(1)} s after the last; ${m.members} sockets ready in ${m.connectSeconds.toFixed(1)} s; latency by the receiver's process: first p50 ${ms(first!.p50)} / p99 ${ms(first!.p99)} ms (${first!.count}), ` +
      `second p50 ${ms(second!.p50)} / p99 ${ms(second!.p99)} ms (${second!.count}); sender lag p99 ${ms(m.lag.p99)} / max ${ms(m.lag.max)} ms`,
  );
}
