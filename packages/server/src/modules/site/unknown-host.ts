import type { Kysely } from 'kysely';
import { unknownHostMessage } from '@amora/contracts';
import { MINUTE, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { recordSystemLog } from '../system/index.ts';
import { escapeHtml } from './escape-html.ts';

/** More distinct unknown hosts than this within a minute are not recorded (a scan, not a typo). */
const MAX_HOSTS_PER_MINUTE = 1000;

/**
 * Records "Can't find product config for hostname: {host}." in the system log (spec 1 §1), at
 * most once per host per minute, so a crawler or a misrouted DNS name cannot flood the table.
 */
export class UnknownHostLog {
  private readonly lastRecordedAt = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  async record(host: string): Promise<void> {
    const now = this.clock.now();
    const last = this.lastRecordedAt.get(host);
    if (last !== undefined && now - last < MINUTE) return;
    if (last === undefined && this.lastRecordedAt.size >= MAX_HOSTS_PER_MINUTE) {
      this.forgetOlderThan(now - MINUTE);
      if (this.lastRecordedAt.size >= MAX_HOSTS_PER_MINUTE) return;
    }
    this.lastRecordedAt.set(host, now);
    await recordSystemLog(this.db, this.clock, { level: 'error', message: unknownHostMessage(host), host });
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [host, at] of this.lastRecordedAt) if (at <= cutoff) this.lastRecordedAt.delete(host);
  }
}

/** The plain, self-contained page an unknown host gets (no SPA, no brand, no translations). */
export function unknownHostPage(host: string): string {
  const message = escapeHtml(unknownHostMessage(host));
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Site not found</title>
    <style>
      :root { color-scheme: light dark; --bg: #f8f9fa; --card: #ffffff; --text: #1b1b1f; --muted: #5c5f66; --line: #dee2e6; }
      @media (prefers-color-scheme: dark) { :root { --bg: #141517; --card: #1f2024; --text: #f1f3f5; --muted: #a6a7ab; --line: #373a40; } }
      * { box-sizing: border-box; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
        font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: var(--bg); color: var(--text); }
      main { max-width: 420px; width: 100%; padding: 32px 28px; border: 1px solid var(--line); border-radius: 16px; background: var(--card); text-align: center; }
      h1 { margin: 0 0 8px; font-size: 22px; }
      p { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
      .code { display: block; margin-bottom: 12px; font-size: 44px; font-weight: 800; letter-spacing: -0.02em; }
    </style>
  </head>
  <body>
    <main>
      <span class="code" aria-hidden="true">404</span>
      <h1>Site not found</h1>
      <p>${message}</p>
    </main>
  </body>
</html>
`;
}
