import type { App } from '../../src/app.ts';
import { csrf } from '../helpers/csrf.ts';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e);

/** The hidden inputs of the sandbox page's decision form. */
function hiddenFields(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g);
  return Object.fromEntries(
    [...inputs].map(([, name = '', value = '']) => [decodeEntities(name), decodeEntities(value)]),
  );
}

export interface SandboxPayer {
  /** The bearer token of the session deciding; omitted → an anonymous visitor. */
  token?: string;
  /** Send the CSRF cookie and header, as the page's script does (default true). */
  csrf?: boolean;
}

/**
 * Opens a sandbox payment link like a browser and presses approve or decline, sending what the
 * page's script sends: the hidden fields, the session's bearer token and the CSRF header.
 * On success the answer is 200 `{ redirect_to }`.
 */
export async function payInSandbox(
  app: App,
  link: string,
  decision: 'approve' | 'decline',
  { token, csrf: withCsrf = true }: SandboxPayer = {},
) {
  const page = await app.inject({ method: 'GET', url: link });
  if (page.statusCode !== 200) throw new Error(`sandbox page answered ${page.statusCode}`);
  const { pathname } = new URL(link, 'http://giro.test');
  const pair = withCsrf ? await csrf(app) : { cookies: {}, headers: {} };
  return app.inject({
    method: 'POST',
    url: pathname,
    cookies: pair.cookies,
    headers: { ...pair.headers, ...(token && { authorization: `Bearer ${token}` }) },
    payload: { decision, fields: hiddenFields(page.body) },
  });
}

/** Where the page's script sends the browser after a decision. */
export const redirectOf = (response: { json: <T>() => T }) =>
  response.json<{ redirect_to: string }>().redirect_to;
