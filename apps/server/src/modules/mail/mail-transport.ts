import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  deliver(message: Mail.Options): Promise<void>;
  close(): void;
}

// Bounded waits: a mail server that hangs fails the attempt, and the job queue retries it.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

// A few connections kept open and reused: a burst of status mails is not one TCP (and TLS)
// handshake per mail. As many as the mail job runs at once on an instance.
export const smtpConnections = 4;

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: smtpConnections,
    ...smtpTimeouts,
  });
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/** A Message-ID as a file-name part: `<uuid@host>` → `uuid-host`. */
const fileKey = (messageId: string | undefined) =>
  (messageId ?? '').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * Without SMTP each message becomes `<outbox>/<time>-<n>-<message id>.eml`, and its links are
 * logged so a developer or operator can follow them. File names sort in sending order; a message
 * already written (a retried job) is not written twice.
 */
function outboxTransport(outbox: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async deliver(message) {
      const key = fileKey(typeof message.messageId === 'string' ? message.messageId : undefined);
      await mkdir(outbox, { recursive: true });
      if (key !== '' && (await readdir(outbox)).some((name) => name.endsWith(`-${key}.eml`)))
        return;
      const { message: eml } = await transporter.sendMail(message);
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outbox, `${stamp}-${String(sequence).padStart(6, '0')}-${key}.eml`);
      // Written aside, then renamed: a reader of the outbox never sees half a message.
      await writeFile(`${file}.part`, eml);
      await rename(`${file}.part`, file);
      const links = typeof message.text === 'string' ? message.text.match(linkPattern) : null;
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    },
    close: () => transporter.close(),
  };
}

/** `SMTP_URL` set → SMTP; unset → `.eml` files in `$DATA_DIR/outbox/`. */
export function createMailTransport(
  options: { smtpUrl: string | undefined; outbox: string },
  log: FastifyBaseLogger,
): MailTransport {
  return options.smtpUrl === undefined
    ? outboxTransport(options.outbox, log)
    : smtpTransport(options.smtpUrl);
}
