import { escapeHtml as e } from '../../platform/mail/layout.ts';
import type { OutboxEntry as MailboxEntry } from '../../platform/mail/mailer.ts';

const STYLE = 'body{font-family:system-ui,sans-serif;margin:24px;max-width:960px}table{border-collapse:collapse;width:100%}td,th{padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function status(m: MailboxEntry): string {
  if (m.sent_at !== null) return 'sent';
  return m.last_error ? `failed ${m.attempts}×: ${m.last_error}` : 'pending';
}

/** The demo mailbox: every message of the outbox, newest first. */
export function mailboxListPage(messages: MailboxEntry[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${e(new Date(m.created_at).toISOString())}</td><td>${e(m.to_address)}</td><td><a href="/dev/mailbox/${m.id}">${e(m.subject)}</a></td><td>${e(status(m))}</td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Mailbox', `<h1>Mailbox</h1><p>Mail the server has sent or queued (demo mode only).</p>${table}`);
}

/** One message: its headers and text part, with a link to the HTML part as the recipient sees it. */
export function mailboxMessagePage(m: MailboxEntry): string {
  return page(
    m.subject,
    `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${e(m.subject)}</h1>` +
      `<table><tr><th>From</th><td>${e(m.from_address)}</td></tr><tr><th>To</th><td>${e(m.to_address)}</td></tr>` +
      `<tr><th>Time</th><td>${e(new Date(m.created_at).toISOString())}</td></tr><tr><th>Status</th><td>${e(status(m))}</td></tr></table>` +
      `<p><a href="/dev/mailbox/${m.id}/html">View the HTML part</a></p><h2>Text part</h2><pre>${linkify(m.text)}</pre>`,
  );
}

/** Escaped text with its http(s) links made clickable, so a demo user can follow them. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${e(part)}">${e(part)}</a>` : e(part)))
    .join('');
}
