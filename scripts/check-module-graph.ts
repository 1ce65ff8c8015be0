// Fails when the server's modules (apps/server/src/modules/<module>, plus plugins/ and lib/) import
// each other in a circle, and prints which module needs which: the picture docs/architecture.md
// draws, taken from the code itself. File-level cycles are Biome's noImportCycles; this is the
// folder level, where a circle (orders → transfers → orders) hides from a file-level check.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/server/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The module a file belongs to: `modules/<name>/…` → name; `plugins/…` → plugins, etc. */
function moduleOf(file: string) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'modules') return parts[1];
  return parts.length > 1 ? parts[0] : undefined;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
const graph = new Map<string, Set<string>>();
for (const file of files(src)) {
  const from = moduleOf(file);
  if (from === undefined) continue;
  const needs = graph.get(from) ?? new Set();
  graph.set(from, needs);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    if (specifier === undefined) continue;
    const to = moduleOf(resolve(dirname(file), specifier));
    if (to !== undefined && to !== from) needs.add(to);
  }
}

function findCycle() {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  function visit(node: string): string[] | undefined {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  }
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return undefined;
}

if (process.argv.includes('--print')) {
  for (const [name, needs] of [...graph].sort()) {
    console.info(`${name} → ${[...needs].sort().join(', ') || '(nothing)'}`);
  }
}
const cycle = findCycle();
if (cycle) {
  console.error(`Server modules import each other in a circle: ${cycle.join(' → ')}`);
  process.exit(1);
}
console.info(`${graph.size} server modules, no circle between them`);
