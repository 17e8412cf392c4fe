import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Every http(s) link of the HTML part, in order. */
  links: string[];
}

const outboxOf = (dataDir: string) => path.join(dataDir, 'outbox');

/** The `.eml` files the default transport wrote (temporary `.tmp` files are not messages yet). */
export function outboxFiles(dataDir: string): string[] {
  const dir = outboxOf(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => name.endsWith('.eml'));
}

/** `&#38;`, `&#x26;` and `&amp;` as the characters an HTML reader sees. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function parse(file: string): Promise<OutboxMessage> {
  const mail: ParsedMail = await simpleParser(fs.readFileSync(file));
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => decodeEntities(match[1]!));
  return { file, to, subject: mail.subject ?? '', html, text: mail.text ?? '', links };
}

/**
 * Waits for a message to `to` that was not in the outbox before (`seen`, from `outboxFiles`):
 * the mailer sends after commit, so the file appears a little after the HTTP answer. Polls the
 * directory, bounded by `timeoutMs`.
 */
export async function waitForMail(dataDir: string, to: string, seen: readonly string[], timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  const known = new Set(seen);
  for (;;) {
    for (const name of outboxFiles(dataDir)) {
      if (known.has(name)) continue;
      known.add(name);
      const message = await parse(path.join(outboxOf(dataDir), name));
      if (message.to.toLowerCase().includes(to.toLowerCase())) return message;
    }
    if (Date.now() > deadline) throw new Error(`No new mail to ${to} in ${dataDir}/outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest message in the outbox (by file time), or null when it is empty. */
export async function newestMail(dataDir: string): Promise<OutboxMessage | null> {
  const files = outboxFiles(dataDir).map((name) => path.join(outboxOf(dataDir), name));
  if (files.length === 0) return null;
  const newest = files.reduce((a, b) => (fs.statSync(a).mtimeMs >= fs.statSync(b).mtimeMs ? a : b));
  return parse(newest);
}

/** The first link whose path starts with `prefix`, as path + query (mail links use the configured origin). */
export function linkPath(message: OutboxMessage, prefix: string): string {
  const link = message.links.find((href) => new URL(href).pathname.startsWith(prefix));
  if (!link) throw new Error(`No ${prefix} link in "${message.subject}": ${message.links.join(' ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
