import type { Plugin } from 'vite';

/** Packages that stand in for React (Preact and its compat layer, its server renderer). */
const reactStandIns =
  /[\\/]node_modules[\\/](preact|preact-render-to-string|@preact[\\/][^\\/]+)[\\/]/;

type Chunk = { type: 'chunk'; fileName: string; moduleIds: readonly string[] };
type Output = Chunk | { type: 'asset' };

/** The bundled modules of a stand-in for React, each with the chunk that holds it. */
export function standInsIn(bundle: Record<string, Output>): string[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? output.moduleIds
          .filter((id) => reactStandIns.test(id))
          .map((id) => `${id} (in ${output.fileName})`)
      : [],
  );
}

/**
 * Fails a build, the browser's or the server's, that bundles a stand-in for React (an alias, a
 * library bringing its own): the browser, the server's renderer and the tests run React itself.
 */
export function reactItself(): Plugin {
  return {
    name: 'giro:react-itself',
    generateBundle(_options, bundle) {
      const found = standInsIn(bundle);
      if (found.length > 0)
        this.error(`Giro runs React itself; the build bundles ${found.join(', ')}`);
    },
  };
}
