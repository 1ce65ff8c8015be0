#!/usr/bin/env node
// Prints the gzip size of everything the home page loads before the visitor does anything: its
// HTML as the server sends it (rendered with the server bundle from sample operator data), the
// entry script with the scripts it imports, their CSS, and the first screen's catalogues, each
// as the compressed bytes the server sends (apps/web/build/precompress.ts). Fails
// above the ceiling, or when the home page carries code only other routes use. Run after
// `npm run build` (it reads the build's manifest and dist/.vite/chunk-modules.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { homeSample } from './size/home-sample.mjs';

// Issue 16: 100 KB is the goal, 120 KB the ceiling (docs/web-pages.md, "Weight of the home page").
const goal = 100 * 1024;
const ceiling = 120 * 1024;
/** Code that must load only on the routes that use it. */
const notOnHome = [
  /node_modules\/libphonenumber-js\//,
  /node_modules\/react-hook-form\//,
  /node_modules\/@hookform\//,
  /node_modules\/zod\//,
  /node_modules\/sonner\//,
  /apps\/web\/src\/features\/(account\/(components|routes)|admin|checkout|contact|content|crypto|recipient|transfers)\//,
];

const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
/** @param {string} file */
const read = (file) => readFileSync(join(dist, file));
for (const file of ['.vite/manifest.json', '.vite/chunk-modules.json', 'ssr/entry-server.mjs']) {
  if (!existsSync(join(dist, file))) {
    console.error(`No build found (${file}): run \`npm run build\` first.`);
    process.exit(1);
  }
}
/** @typedef {{ file: string, name?: string, isEntry?: boolean, imports?: string[], css?: string[] }} ManifestChunk */
/** @type {Record<string, ManifestChunk>} */
const manifest = JSON.parse(read('.vite/manifest.json').toString());
/** @type {Record<string, string[]>} */
const chunkModules = JSON.parse(read('.vite/chunk-modules.json').toString());

/** The home page as the server sends it (apps/server/src/plugins/web), in Spanish. */
async function homePage() {
  const { renderer } = await import(pathToFileURL(join(dist, 'ssr/entry-server.mjs')).href);
  const { site, home } = homeSample;
  const input = { language: 'es', site, host: site.domain_name };
  const page = renderer.describePage({ ...input, pathname: '/' });
  const root = await renderer.renderPage({ ...input, url: '/', home });
  const data =
    `<script id="giro-data" type="application/json">${JSON.stringify(site)}</script>` +
    `<script id="giro-page" type="application/json">${JSON.stringify({ home })}</script>`;
  return read('index.html')
    .toString()
    .replace(/<!--giro-head-->[\s\S]*?<!--\/giro-head-->/, `<title>${page.title}</title>`)
    .replace('<!--giro-root-->', root)
    .replace('<!--giro-data-->', data);
}

/** @type {string[]} */
const scripts = [];
/** @param {string | undefined} key */
const visit = (key) => {
  if (key === undefined) return;
  const chunk = manifest[key];
  if (!chunk || scripts.includes(chunk.file)) return;
  scripts.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((key) => manifest[key]?.isEntry));
const styles = scripts.flatMap(
  (file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [],
);
// The server preloads them with the page (plugins/web/page-head.ts).
const catalogues = Object.values(manifest).find((chunk) => chunk.name === 'catalogues-es');
if (catalogues === undefined) {
  console.error('No catalogues-es chunk in the build manifest.');
  process.exit(1);
}

/** @type {[string, Buffer][]} */
/**
 * @typedef {{ name: string, gzip: number, brotli: number }} Sent
 * @param {string} file
 * @returns {Sent} the build's precompressed copies; an asset too small to have them is sent as
 *   compressed on the fly (apps/server/src/plugins/web/compress-page.ts), as is the page.
 */
const sentAsset = (file) =>
  existsSync(join(dist, `${file}.gz`))
    ? { name: file, gzip: read(`${file}.gz`).length, brotli: read(`${file}.br`).length }
    : sentOnTheFly(file, read(file));
/** @param {string} name @param {Buffer} content @returns {Sent} */
const sentOnTheFly = (name, content) => ({
  name,
  gzip: gzipSync(content).length,
  brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
});
const assets = [
  sentOnTheFly('index.html (server-rendered home)', Buffer.from(await homePage())),
  ...[...scripts, ...styles, catalogues.file].map(sentAsset),
];
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
let brotliTotal = 0;
console.info('     gzip    brotli');
for (const { name, gzip, brotli } of assets) {
  total += gzip;
  brotliTotal += brotli;
  console.info(`${kb(gzip).padStart(9)} ${kb(brotli).padStart(9)}  ${name}`);
}
console.info(
  `${kb(total).padStart(9)} ${kb(brotliTotal).padStart(9)}  home route total: goal ≤ ${kb(goal)} gzip, ceiling ${kb(ceiling)}`,
);

const misplaced = [...scripts, catalogues.file].flatMap((file) =>
  (chunkModules[file] ?? [])
    .filter((id) => notOnHome.some((pattern) => pattern.test(id)))
    .map((id) => `${id} (in ${file})`),
);
for (const module of misplaced) console.error(`Only other routes need ${module}`);
if (total > ceiling) console.error(`The home route is above its ceiling of ${kb(ceiling)}.`);
process.exit(total <= ceiling && misplaced.length === 0 ? 0 : 1);
