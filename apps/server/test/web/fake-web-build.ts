import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderInput, WebRenderer } from '@giro/shared/web-render';

const template =
  '<!doctype html><html lang="es"><head><!--giro-head--><title>Giro</title><!--/giro-head--><!--giro-csrf-->' +
  '<script type="module" src="/assets/app-1a2b3c.js"></script></head>' +
  '<body><div id="root"><!--giro-root--></div><!--giro-data--></body></html>';

// A stand-in for apps/web/dist/ssr/entry-server.mjs: it keeps every render's input, renders
// a page naming what it was given, and, like the real one, leaves /profile to the browser.
const renderer = `
export const renders = [];
export const renderer = {
  async renderPage(input) {
    renders.push(input);
    if (input.url.startsWith('/profile')) return undefined;
    if (input.url.startsWith('/broken')) throw new Error('render failed');
    const currencies = input.home?.currencies?.currencies.map((c) => c.name).join(' ') ?? '';
    return '<main lang="' + input.language + '">' + input.site.operator.name + ' ' + currencies + '</main>';
  },
  describePage({ pathname, language, site }) {
    return {
      title: pathname + ' ' + language + ' · ' + site.operator.name,
      description: 'About ' + pathname + ' & more',
      noScript: 'Needs JavaScript',
      indexable: !pathname.startsWith('/profile'),
      found: pathname !== '/nope',
    };
  },
  publicPaths: ['/', '/faq'],
};
`;

const manifest = {
  'src/main.tsx': { file: 'assets/app-1a2b3c.js', isEntry: true },
  '_catalogues-es-x.js': { file: 'assets/catalogues-es-x.js', name: 'catalogues-es' },
  '_catalogues-en-y.js': { file: 'assets/catalogues-en-y.js', name: 'catalogues-en' },
};

/** A built web app with a recording server bundle; `renders()` lists what it was asked for. */
export async function fakeWebBuild() {
  const webDist = await mkdtemp(join(tmpdir(), 'giro-web-'));
  await mkdir(join(webDist, 'assets'));
  await mkdir(join(webDist, 'ssr'));
  await mkdir(join(webDist, '.vite'));
  await writeFile(join(webDist, 'index.html'), template);
  await writeFile(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("giro")');
  await writeFile(join(webDist, 'ssr', 'entry-server.mjs'), renderer);
  await writeFile(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const module: { renders: PageRenderInput[]; renderer: WebRenderer } = await import(
    pathToFileURL(join(webDist, 'ssr', 'entry-server.mjs')).href
  );
  return { webDist, renders: () => module.renders };
}
