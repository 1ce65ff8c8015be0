import type { Plugin } from 'vite';

/**
 * Fetches the page's scripts at low priority. Pages arrive rendered by the server, so the
 * stylesheet alone stands between the visitor and the first paint: on a slow link it should not
 * share the bandwidth with the scripts, which only add interactivity.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'giro:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          (tag) => `${tag} fetchpriority="low"`,
        ),
    },
  };
}
