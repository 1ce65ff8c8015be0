import type { App } from '../../src/app.ts';

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
export function hiddenFields(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g);
  return Object.fromEntries(
    [...inputs].map(([, name = '', value = '']) => [decodeEntities(name), decodeEntities(value)]),
  );
}

/** Opens a sandbox payment link like a browser and presses approve or decline. */
export async function payInSandbox(app: App, link: string, decision: 'approve' | 'decline') {
  const page = await app.inject({ method: 'GET', url: link });
  if (page.statusCode !== 200) throw new Error(`sandbox page answered ${page.statusCode}`);
  const { pathname } = new URL(link, 'http://giro.test');
  return app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...hiddenFields(page.body), decision }).toString(),
  });
}
