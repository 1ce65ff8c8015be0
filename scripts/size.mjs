#!/usr/bin/env node
// Prints the gzip size of what the home route loads: index.html, the entry chunk, the chunks it
// imports statically and their CSS (lazy routes are not counted: the home page does not load
// them). Reads the Vite manifest, so run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) {
  console.error(`No entry chunk in ${manifestPath}.`);
  process.exit(1);
}

const files = new Set(['index.html']);
/** @param {string} key */
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const limit = 100 * 1024;
let total = 0;
for (const file of files) {
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  console.info(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.info(
  `${(total / 1024).toFixed(1).padStart(7)} KB  home route total (gzip), goal ≤ ${limit / 1024} KB`,
);
process.exit(total <= limit ? 0 : 1);
