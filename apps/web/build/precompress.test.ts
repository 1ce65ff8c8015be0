import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7};`).join(
  '\n',
);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'giro-precompress-'));
  await writeFile(join(dir, 'app.js'), script);
  await writeFile(join(dir, 'tiny.js'), 'export {};');
  await writeFile(join(dir, 'logo.png'), script);
  const plugin = precompress();
  const writeBundle = plugin.writeBundle as (
    options: { dir: string },
    bundle: Record<string, unknown>,
  ) => Promise<void>;
  await writeBundle({ dir }, { 'app.js': {}, 'tiny.js': {}, 'logo.png': {} });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressed copies of the build', () => {
  it('writes gzip and brotli copies that read back as the asset', async () => {
    const gzip = await readFile(join(dir, 'app.js.gz'));
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(script);
    // Zopfli: smaller than what zlib's best level makes of the same bytes.
    expect(gzip.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it('skips assets too small to gain and files that are not text', () => {
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
  });
});
