import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * Every .eml the default transport wrote to DATA_DIR/outbox, parsed as a mail client would,
 * oldest first. Waits for the dispatcher first, so what was committed has been delivered.
 */
export async function deliveredMail(t: TestApp): Promise<ParsedMail[]> {
  await t.app.platform.mail.idle();
  const dir = path.join(t.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const ordered = files
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, id: Number(/outbox\.(\d+)\./.exec(f)?.[1]) }))
    .sort((a, b) => a.id - b.id);
  return Promise.all(ordered.map(async ({ f }) => simpleParser(await fs.readFile(path.join(dir, f)))));
}

/** The newest delivered message to `address`, or undefined. */
export async function lastMailTo(t: TestApp, address: string): Promise<ParsedMail | undefined> {
  return (await deliveredMail(t)).filter((m) => addressesOf(m).includes(address.toLowerCase())).at(-1);
}

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The first link in the mail's HTML part whose path starts with `pathPrefix`. */
export function linkIn(mail: ParsedMail, pathPrefix: string): URL {
  const html = typeof mail.html === 'string' ? mail.html : '';
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(match[1]!.replace(/&#38;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix} in "${mail.subject}"`);
}
