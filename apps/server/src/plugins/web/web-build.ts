import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, languages } from '@giro/shared/i18n';
import type { WebRenderer } from '@giro/shared/web-render';
import type { FastifyBaseLogger } from 'fastify';

/** What the server needs of the built web app (apps/web/dist, WEB_DIST). */
export interface WebBuild {
  /** index.html with its placeholders (`<!--giro-…-->`). */
  template: string;
  /** The web app's server bundle; absent when it is not built, and then pages render in the browser. */
  renderer: WebRenderer | undefined;
  /** Per language, the script holding the first screen's catalogues, to preload with the page. */
  catalogueScripts: Partial<Record<Language, string>>;
}

type Manifest = Record<string, { file: string; name?: string }>;

async function readOptional(path: string): Promise<string | undefined> {
  return readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** apps/web/vite.config.ts names the chunk of each language's first-screen catalogues. */
function catalogueScripts(manifest: Manifest | undefined): WebBuild['catalogueScripts'] {
  const chunks = Object.values(manifest ?? {});
  return Object.fromEntries(
    languages.flatMap((language) => {
      const chunk = chunks.find((entry) => entry.name === `catalogues-${language}`);
      return chunk ? [[language, `/${chunk.file}`]] : [];
    }),
  );
}

async function importRenderer(webDist: string, log: FastifyBaseLogger) {
  const path = join(webDist, 'ssr', 'entry-server.mjs');
  if ((await readOptional(path)) === undefined) {
    log.warn('the web app has no server bundle: pages render in the browser only');
    return undefined;
  }
  try {
    const module: { renderer?: WebRenderer } = await import(pathToFileURL(path).href);
    return module.renderer;
  } catch (error) {
    log.error(
      { err: error },
      "the web app's server bundle failed to load: pages render in the browser only",
    );
    return undefined;
  }
}

/** Reads the build once; `undefined` until `npm run build` has made one. */
export async function readWebBuild(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<WebBuild | undefined> {
  const template = await readOptional(join(webDist, 'index.html'));
  if (template === undefined) return undefined;
  const manifest = await readOptional(join(webDist, '.vite', 'manifest.json'));
  return {
    template,
    renderer: await importRenderer(webDist, log),
    catalogueScripts: catalogueScripts(manifest === undefined ? undefined : JSON.parse(manifest)),
  };
}
