import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { standInsIn } from './react-itself';

const root = join(import.meta.dirname, '../../..');

describe('React itself, no stand-in', () => {
  it('has no preact package anywhere in the installed dependency tree', async () => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['ls', 'preact', 'preact-render-to-string', '--all', '--json'],
      { cwd: root },
    ).catch((failure: { stdout: string }) => failure);
    const tree: { dependencies?: Record<string, unknown> } = JSON.parse(stdout);
    expect(tree.dependencies ?? {}).toEqual({});
  }, 60_000);

  it('finds a stand-in bundled into a chunk of either build, and nothing in a clean one', () => {
    const chunk = (fileName: string, moduleIds: string[]) =>
      ({ type: 'chunk', fileName, moduleIds }) as const;
    expect(
      standInsIn({
        'assets/react.js': chunk('assets/react.js', [
          '/giro/node_modules/react-dom/cjs/react-dom-client.production.js',
        ]),
        'index.css': { type: 'asset' },
      }),
    ).toEqual([]);
    expect(
      standInsIn({
        'chunks/compat.mjs': chunk('chunks/compat.mjs', [
          '/giro/node_modules/preact/compat/dist/compat.mjs',
          '/giro/node_modules/react-router/dist/development/index.mjs',
        ]),
      }),
    ).toEqual(['/giro/node_modules/preact/compat/dist/compat.mjs (in chunks/compat.mjs)']);
  });
});
