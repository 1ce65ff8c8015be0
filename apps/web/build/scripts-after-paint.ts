import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// Runs after the document is parsed (`defer`). On a page the server rendered (`giro-page`) it
// waits for the first contentful paint, then adds the app's scripts as Vite's tags would have.
const loader = `(() => {
  const { entry, preload } = document.currentScript.dataset;
  const add = (tag, attributes) =>
    document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  // The entry first, then one preload per task: each element added starts a fetch, which costs a
  // slow phone a few milliseconds, and a dozen of them in one go made one long task.
  const load = () => {
    add('script', { type: 'module', src: entry });
    const hrefs = preload.split(' ').filter(Boolean);
    const next = () => {
      const href = hrefs.shift();
      if (href === undefined) return;
      add('link', { rel: 'modulepreload', href });
      setTimeout(next);
    };
    next();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!document.getElementById('giro-page') || painted()) return load();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return requestAnimationFrame(() => requestAnimationFrame(load));
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
`;
const loaderFile = `assets/after-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;

const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Loads the scripts of a server-rendered page once it has painted: the stylesheet alone stands
 * between the visitor and the page, and on a slow link the scripts, which only add
 * interactivity, should not share the bandwidth with it. Other pages load them at once.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'giro:scripts-after-paint',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: loaderFile, source: loader });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to load after paint');
        const preload = [...html.matchAll(preloadTag)].map((match) => match[1]).join(' ');
        const tag = `<script src="/${loaderFile}" data-entry="${entry}" data-preload="${preload}" defer></script>`;
        return html.replace(entryTag, `\n    ${tag}`).replace(preloadTag, '');
      },
    },
  };
}
