import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sanctionsSnapshotFile } from '../../src/modules/sanctions/sanctions-seed.ts';

/** The 2024-05-03 SDN list as Treasury published it (the demo's snapshot). */
export function sdnSnapshot(): string {
  return gunzipSync(readFileSync(sanctionsSnapshotFile)).toString('latin1');
}
