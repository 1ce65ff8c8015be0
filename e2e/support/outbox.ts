import { mailsTo } from '../../apps/server/test/helpers/outbox.ts';

/** The server's data directory of this run; playwright.config.ts sets it for every worker. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

export type WaitForLinkOptions = {
  /** How many mails to `to` there were before the action that sends this one. */
  after?: number;
  timeoutMs?: number;
};

/** How many mails `to` has received so far (pass as `after` before triggering a new one). */
export async function countMails(to: string): Promise<number> {
  return (await mailsTo(dataDir(), to)).length;
}

/**
 * Waits for a new mail to `to` with a link to `pathname` (mails are sent in the background; other
 * journeys may mail the same account meanwhile) and returns that link's path and query, ready
 * for `page.goto`.
 */
export async function waitForMailLink(
  to: string,
  pathname: string,
  { after = 0, timeoutMs = 15_000 }: WaitForLinkOptions = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = (await mailsTo(dataDir(), to))
      .slice(after)
      .flatMap((mail) => mail.links.map((href) => new URL(href)))
      .find((url) => url.pathname === pathname);
    if (link) return `${link.pathname}${link.search}`;
    if (Date.now() > deadline) {
      throw new Error(`no new mail to ${to} with a ${pathname} link within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a mail to `to` contains every one of `texts` (mails are sent in the background). */
export async function waitForMailWith(
  to: string,
  texts: string[],
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(dataDir(), to)).find((sent) =>
      texts.every((text) => sent.text.includes(text)),
    );
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${texts.join(' + ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
