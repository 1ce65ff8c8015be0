import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { defaultComplianceSettings } from '@giro/shared/compliance/compliance-settings-contracts';
import { buildApp } from '../src/app.ts';
import { createPgliteDatabase } from '../src/db/database.ts';
import { SanctionsIndex } from '../src/modules/sanctions/sanctions-index.ts';
import { createSanctionsRepository } from '../src/modules/sanctions/sanctions-repository.ts';
import {
  sanctionsSnapshotFile,
  seedSanctionsList,
} from '../src/modules/sanctions/sanctions-seed.ts';
import { demoSeeds, seedDemoIfEmpty } from '../src/seed-demo.ts';
import { commonHispanicNames } from '../test/sanctions/common-hispanic-names.ts';
import { benchConfig, benchDataDir } from './serve-to-parent.ts';

// Sanctions screening on the real 2024-05-03 SDN list (14,965 entries): the import as the
// console runs it, then one order's screening (sender, receiver and document) at a time.
const orders = 2000;
const threshold = defaultComplianceSettings.screening_threshold;
const listFile = sanctionsSnapshotFile;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadAtStart = load();

const dataDir = await benchDataDir('giro-screening-');
const database = await createPgliteDatabase(join(dataDir, 'pglite'));
await database.migrate();
// Without the demo's own copy of the list: the import below is what is measured.
await seedDemoIfEmpty(
  database.db,
  demoSeeds.filter((seed) => seed !== seedSanctionsList),
);
// No job worker: the re-screening the import enqueues must not run beside the measurements.
const app = await buildApp(benchConfig(dataDir), { database, work: false });
await app.ready();

const ms = (since: number) => performance.now() - since;

interface Timings {
  wall: number[];
  /** This process's CPU time: what the call costs when it is not waiting for a busy machine. */
  cpu: number[];
}

/**
 * Runs each of `runs` for orders 0…orders-1, interleaved (order 0 of each, then order 1…) so
 * that every run meets the same machine load: each run's wall-clock and CPU times, sorted.
 */
async function timed<Name extends string>(
  runs: Record<Name, (at: number) => Promise<unknown>>,
): Promise<Record<Name, Timings>> {
  const names = Object.keys(runs) as Name[];
  const empty = (): Timings => ({ wall: [], cpu: [] });
  const times = Object.fromEntries(names.map((name) => [name, empty()])) as Record<Name, Timings>;
  for (let at = 0; at < orders; at += 1) {
    for (const name of names) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      await runs[name](at);
      const used = process.cpuUsage(cpuStart);
      times[name].wall.push(ms(start));
      times[name].cpu.push((used.user + used.system) / 1000);
    }
  }
  const ascending = (a: number, b: number) => a - b;
  for (const { wall, cpu } of Object.values<Timings>(times)) {
    wall.sort(ascending);
    cpu.sort(ascending);
  }
  return times;
}
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

try {
  const file = await readFile(listFile);
  const importStart = performance.now();
  const { list } = await app.compliance.importList({
    file,
    source: 'upload',
    sourceUrl: null,
    actor: null,
  });
  const importMs = ms(importStart);

  const { screening } = app.compliance;
  const party = (index: number) => ({
    senderName: commonHispanicNames[index % commonHispanicNames.length] as string,
    senderAccount: '00000000-0000-4000-8000-000000000000',
    receiverName: commonHispanicNames[(index * 7 + 3) % commonHispanicNames.length] as string,
    receiverDocument: String(85_010_100_000 + index),
  });
  const indexStart = performance.now();
  await screening.screen(app.db, party(0), threshold);
  const firstMs = ms(indexStart);

  // The in-memory index alone (its own, so it learns the names' words as the server's did),
  // without the read of the cleared pairs that a screening makes when a name matched.
  const index = new SanctionsIndex(await createSanctionsRepository(app.db).entries(list.id));
  const { full, engine } = await timed({
    full: (at) => screening.screen(app.db, party(at), threshold),
    engine: async (at) => {
      const { senderName, receiverName, receiverDocument } = party(at);
      index.screenName(senderName, { threshold });
      index.screenName(receiverName, { threshold });
      index.screenDocument(receiverDocument);
    },
  });

  let held = 0;
  for (const name of commonHispanicNames) {
    if ((index.screenName(name, { threshold }) ?? []).length > 0) held += 1;
  }

  const round = (value: number) => value.toFixed(1);
  console.info(`SDN list: ${list.entryCount} entries (version ${list.id})`);
  console.info(`import (parse, store, audit, enqueue re-screening): ${round(importMs)} ms`);
  console.info(`first screening (builds the in-memory index): ${round(firstMs)} ms`);
  const figures = (sorted: readonly number[]) =>
    `p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, max ${round(sorted.at(-1) ?? 0)} ms`;
  const both = ({ wall, cpu }: Timings) => `${figures(wall)}; CPU time ${figures(cpu)}`;
  console.info(`screening one order (2 names + document, ${orders} orders): ${both(full)}`);
  console.info(`  of which the in-memory index alone: ${both(engine)}`);
  const rate = ((held / commonHispanicNames.length) * 100).toFixed(2);
  console.info(
    `false positives on ${commonHispanicNames.length} common Hispanic names at threshold ${threshold}: ${held} (${rate} %)`,
  );
  console.info(`machine load (1, 5, 15 min): at the start ${loadAtStart}, at the end ${load()}`);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
