import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/database.ts';
import { proofFiles } from './transfers-tables.ts';

/**
 * Giro once kept proof files in DATA_DIR/uploads. On the first start after the upgrade they move
 * into the database under the same names (the orders refer to them), and the folder is renamed
 * `uploads-imported` and kept as it was, so nothing is lost and nothing is imported twice.
 * Returns how many files were imported.
 */
export async function importLegacyUploads(db: Database, dataDir: string): Promise<number> {
  const folder = join(dataDir, 'uploads');
  const names = await readdir(folder).catch(() => null);
  if (names === null) return 0;
  let imported = 0;
  for (const fileName of names) {
    const content = await readFile(join(folder, fileName));
    const stored = await db
      .insert(proofFiles)
      .values({ fileName, content })
      .onConflictDoNothing()
      .returning({ fileName: proofFiles.fileName });
    imported += stored.length;
  }
  await rename(folder, join(dataDir, 'uploads-imported'));
  return imported;
}
