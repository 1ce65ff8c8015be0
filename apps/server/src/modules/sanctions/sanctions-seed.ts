import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../../db/database.ts';
import { createSanctionsRepository } from './sanctions-repository.ts';
import { parseSdnCsv, type SdnEntry } from './sdn-csv.ts';

/** Treasury's list of 2024-05-03, shipped for the demo (`snapshot/README.md`). */
export const sanctionsSnapshotFile = new URL('./snapshot/sdn-2024-05-03.csv.gz', import.meta.url);

/** The snapshot as parsed once per process (a test process seeds several databases). */
let parsed: Promise<{ entries: SdnEntry[]; sha256: string }> | undefined;

function readSnapshot() {
  parsed ??= readFile(sanctionsSnapshotFile).then((file) => {
    const content = gunzipSync(file);
    const sha256 = createHash('sha256').update(content).digest('hex');
    return { entries: parseSdnCsv(content.toString('latin1')), sha256 };
  });
  return parsed;
}

/**
 * The demo screens from its first order: the shipped snapshot is imported as the first version
 * of the list (source `snapshot`), current from now. Nothing is enqueued: no order exists yet.
 */
export async function seedSanctionsList(db: Database): Promise<void> {
  const { entries, sha256 } = await readSnapshot();
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
      sha256,
    },
    entries,
  );
}
