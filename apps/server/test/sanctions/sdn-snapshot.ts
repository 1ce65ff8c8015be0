import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** The 2024-05-03 SDN list as Treasury published it (`fixtures/README.md`). */
export function sdnSnapshot(): string {
  const file = new URL('./fixtures/sdn-2024-05-03.csv.gz', import.meta.url);
  return gunzipSync(readFileSync(file)).toString('latin1');
}
