import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** Every http(s) URL of the text part, in order. */
  links: string[];
  /** The List-Unsubscribe header, if the mail has one. */
  listUnsubscribe?: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (lower-cased names, unfolded) and body of one MIME entity. */
function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = entity.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

/** Just enough MIME for nodemailer's own text + HTML messages. */
export function parseEml(file: string, eml: string): SentMail {
  const { headers, body } = splitEntity(eml);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary === undefined ? [eml] : body.split(`--${boundary}`).slice(1, -1);
  const decoded = new Map<string, string>();
  for (const part of parts) {
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    const type = entity.headers.get('content-type')?.split(';')[0] ?? 'text/plain';
    const encoding = entity.headers.get('content-transfer-encoding');
    decoded.set(type, decodeBody(entity.body.trimEnd(), encoding));
  }
  const text = decoded.get('text/plain') ?? '';
  return {
    file,
    to: headers.get('to') ?? '',
    text,
    html: decoded.get('text/html') ?? '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
    listUnsubscribe: headers.get('list-unsubscribe'),
  };
}

/** The mails written to `$DATA_DIR/outbox/` for `to`, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<SentMail[]> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (name) => parseEml(name, await readFile(join(outbox, name), 'utf8'))),
  );
  const address = (header: string) => (/<([^>]+)>/.exec(header)?.[1] ?? header).toLowerCase();
  return mails.filter((mail) => address(mail.to) === to.toLowerCase());
}

/** Mails are sent in the background: waits for the `count`th mail to `to` and returns it. */
export async function waitForMail(dataDir: string, to: string, count = 1): Promise<SentMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await mailsTo(dataDir, to))[count - 1];
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits for a mail to `to` whose text contains `text` and returns it. */
export async function waitForMailWith(
  dataDir: string,
  to: string,
  text: string,
): Promise<SentMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await mailsTo(dataDir, to)).find((each) => each.text.includes(text));
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} saying "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The `token` query parameter of the mail's first link. */
export function tokenOf(mail: SentMail): string {
  const link = mail.links[0];
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no token link in mail ${mail.file}`);
  return token;
}
