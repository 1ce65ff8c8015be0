import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../../db/database.ts';
import type { Jobs } from '../../plugins/jobs/job-types.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import type { Actor } from '../audit/audited-change.ts';
import { sanctionsFileInvalid, sanctionsListSmaller } from './list-problems.ts';
import { createSanctionsRepository } from './sanctions-repository.ts';
import type { SanctionsListRow, sanctionsListSources } from './sanctions-tables.ts';
import { parseSdnCsv, SdnFileError } from './sdn-csv.ts';

declare module '../../plugins/jobs/job-types.ts' {
  interface JobData {
    /** Screens every open order against a newly imported list version. */
    'sanctions.rescreen': { listId: number };
  }
}

/** The list file is a few MB; a gzipped upload may not unpack to more than this. */
export const sanctionsFileMaxBytes = 40 * 2 ** 20;

export interface ListImport {
  file: Buffer;
  source: (typeof sanctionsListSources)[number];
  sourceUrl: string | null;
  /** The staff member who uploaded it; null for the scheduled fetch. */
  actor: Actor | null;
  /** The admin confirmed a list with under half the entries of the one in force. */
  confirmSmaller?: boolean;
}

export interface ImportResult {
  list: SanctionsListRow;
  /** The file is the newest version's own: nothing was imported. */
  unchanged: boolean;
}

const gzipMagic = [0x1f, 0x8b];

/** The file's text: Treasury publishes plain ASCII; a gzipped copy is unpacked first. */
function fileText(file: Buffer): Buffer {
  if (file[0] !== gzipMagic[0] || file[1] !== gzipMagic[1]) return file;
  try {
    return gunzipSync(file, { maxOutputLength: sanctionsFileMaxBytes });
  } catch {
    throw sanctionsFileInvalid({ kind: 'gzip' });
  }
}

/**
 * Imports Treasury's sdn.csv as a new version of the list: parsed whole first (a wrong file
 * changes nothing; one with under half the entries in force only when confirmed), then stored
 * with its audit entry and the re-screening of every open order enqueued, in one transaction. A
 * file identical to the newest version imports nothing (it only confirms the version is current).
 */
export async function importSanctionsList(
  deps: { db: Database; now: () => Date; jobs: Pick<Jobs, 'enqueue'> },
  { file, source, sourceUrl, actor, confirmSmaller = false }: ListImport,
): Promise<ImportResult> {
  const content = fileText(file);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const previous = await createSanctionsRepository(deps.db).latest();
  if (previous?.sha256 === sha256) {
    // The list in force is still Treasury's current one: its age starts again.
    const list = await createSanctionsRepository(deps.db).checked(previous.id, deps.now());
    return { list, unchanged: true };
  }
  let entries: ReturnType<typeof parseSdnCsv>;
  try {
    entries = parseSdnCsv(content.toString('latin1'));
  } catch (error) {
    if (error instanceof SdnFileError) throw sanctionsFileInvalid(error.problem);
    throw error;
  }
  // A cut or forged file would quietly switch most of screening off; the first list needs no
  // confirmation, as there is nothing in force to lose.
  if (previous !== undefined && entries.length * 2 < previous.entryCount && !confirmSmaller) {
    throw sanctionsListSmaller(entries.length, previous.entryCount);
  }
  const list = await deps.db.transaction(async (tx) => {
    const row = await createSanctionsRepository(tx).insert(
      {
        importedAt: deps.now(),
        checkedAt: deps.now(),
        importedBy: actor?.id ?? null,
        importedByEmail: actor?.email ?? 'system',
        source,
        sourceUrl,
        entryCount: entries.length,
        sha256,
      },
      entries,
    );
    await createAuditRepository(tx).record({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? 'system',
      action: 'import',
      entity: 'sanctions_list',
      entityId: String(row.id),
      before:
        previous === undefined ? null : { version: previous.id, entries: previous.entryCount },
      after: { version: row.id, entries: row.entryCount, source, source_url: sourceUrl, sha256 },
    });
    await deps.jobs.enqueue(tx, 'sanctions.rescreen', { listId: row.id });
    return row;
  });
  return { list, unchanged: false };
}
