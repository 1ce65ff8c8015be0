import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLegacyUploads } from '../../src/modules/transfers/legacy-uploads.ts';
import { createProofStore } from '../../src/modules/transfers/proof-store.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { realPng as png } from '../helpers/proof-files.ts';
import { type TwoInstances, twoInstances } from '../helpers/two-instances.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let instances: TwoInstances;
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  instances = await twoInstances();
  ({ instanceA, instanceB } = instances);
});
afterAll(() => instances.close());

describe('proof files in the database', () => {
  it('serves through instance B a proof uploaded through instance A (each has its own disk)', async () => {
    const onA: TransfersClient = transfersClient(instanceA);
    const sender = await onA.orders.newSender();
    const reference = await onA.zelleOrder(sender);
    expect((await onA.uploadProof(sender, reference, png)).statusCode).toBe(200);

    const served = await transfersClient(instanceB).get(sender, `/api/orders/${reference}/proof`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('moves the files of an older Giro from DATA_DIR/uploads into the database once', async () => {
    const dataDir = instanceA.config.DATA_DIR;
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'legacy-0123.png'), png);

    expect(await importLegacyUploads(instanceA.db, dataDir)).toBe(1);
    const read = await createProofStore(instanceB.db).read('legacy-0123.png');
    expect(read.equals(png)).toBe(true);
    expect(await readdir(dataDir)).toContain('uploads-imported');
    expect(await importLegacyUploads(instanceA.db, dataDir)).toBe(0);
  });
});
