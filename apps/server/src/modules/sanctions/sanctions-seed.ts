import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../../db/database.ts';
import { createSanctionsRepository } from './sanctions-repository.ts';
import { parseSdnCsv } from './sdn-csv.ts';

/** Treasury's list of 2024-05-03, shipped for the demo (`snapshot/README.md`). */
export const sanctionsSnapshotFile = new URL('./snapshot/sdn-2024-05-03.csv.gz', import.meta.url);

/**
 * The demo screens from its first order: the shipped snapshot is imported as the first version
 * of the list (source `snapshot`), current from now. Nothing is enqueued: no order exists yet.
 */
export async function seedSanctionsList(db: Database): Promise<void> {
  const content = gunzipSync(await readFile(sanctionsSnapshotFile));
  const entries = parseSdnCsv(content.toString('latin1'));
  const now = new Date();
  await createSanctionsRepository(db).insert(
    {
      importedAt: now,
      checkedAt: now,
      importedBy: null,
      importedByEmail: 'system',
      source: 'snapshot',
      sourceUrl: null,
      entryCount: entries.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    },
    entries,
  );
}
