import { randomBytes } from 'node:crypto';
import type { ProofMediaType } from '@giro/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { proofExtensions } from './proof-type.ts';
import { proofFiles } from './transfers-tables.ts';

/**
 * Proof files in the database (`proof_files`), under random names the sender never chooses;
 * only the authorized proof routes read them, and every instance reads the same ones.
 */
export function createProofStore(db: Database) {
  return {
    async save(file: Buffer, mediaType: ProofMediaType): Promise<string> {
      const fileName = `${randomBytes(16).toString('hex')}.${proofExtensions[mediaType]}`;
      await db.insert(proofFiles).values({ fileName, content: file });
      return fileName;
    },
    async read(fileName: string): Promise<Buffer> {
      const [row] = await db
        .select({ content: proofFiles.content })
        .from(proofFiles)
        .where(eq(proofFiles.fileName, fileName));
      if (row === undefined) throw new Error(`proof file ${fileName} is missing`);
      return row.content;
    },
    async remove(fileName: string): Promise<void> {
      await db.delete(proofFiles).where(eq(proofFiles.fileName, fileName));
    },
  };
}

export type ProofStore = ReturnType<typeof createProofStore>;
