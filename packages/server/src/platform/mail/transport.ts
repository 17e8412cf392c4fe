import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the transport delivers it (RFC 822 via nodemailer). */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Stable per outbox row, so a retried send is recognisable as the same message. */
  messageId: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * `SMTP_URL` sends through a real server (nodemailer parses the URL: smtp:// or smtps://, user,
 * password, port, and options as query parameters such as `?ignoreTLS=true`); otherwise each message is written as a real `.eml` file to DATA_DIR/outbox,
 * readable by any mail client and listed at /dev/mailbox in demo mode (DESIGN.md §3).
 */
export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async deliver(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const dir = path.join(options.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(mail) {
      const info = await stream.sendMail(mail);
      await fs.mkdir(dir, { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const file = path.join(dir, `${fileSafe(mail.messageId)}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => stream.close(),
  };
}

/** `<outbox.12.1768478400000@amora.date>` → `outbox.12.1768478400000_amora.date`. */
function fileSafe(messageId: string): string {
  return messageId.replace(/^<|>$/g, '').replace(/[^a-zA-Z0-9.-]/g, '_');
}
