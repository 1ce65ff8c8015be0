import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: the source modules of every chunk, by file. scripts/size.ts
 * reads it to fail a build whose home route carries what only other routes need.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'giro:chunk-modules',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = join(config.root, '../..');
    },
    async writeBundle({ dir }, bundle) {
      if (dir === undefined) return;
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk.moduleIds.map((id) => relative(root, id))]),
      );
      await writeFile(join(dir, '.vite/chunk-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}
