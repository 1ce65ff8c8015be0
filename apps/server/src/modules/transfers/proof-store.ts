import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProofMediaType } from '@giro/shared';
import { proofExtensions } from './proof-type.ts';

/**
 * Proof files in DATA_DIR/uploads, outside the web root, under random names the sender never
 * chooses; only the authorized proof route reads them.
 */
export function createProofStore(dataDir: string) {
  const directory = join(dataDir, 'uploads');
  return {
    async save(file: Buffer, mediaType: ProofMediaType): Promise<string> {
      await mkdir(directory, { recursive: true });
      const fileName = `${randomBytes(16).toString('hex')}.${proofExtensions[mediaType]}`;
      await writeFile(join(directory, fileName), file, { flag: 'wx', mode: 0o600 });
      return fileName;
    },
    read: (fileName: string) => readFile(join(directory, fileName)),
    remove: (fileName: string) => rm(join(directory, fileName), { force: true }),
  };
}

export type ProofStore = ReturnType<typeof createProofStore>;
