import { proofMaxBytes, type TransferDetail } from '@giro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofFiles } from '../../src/modules/transfers/transfers-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { plainPdf as pdf, realPng as png } from '../helpers/proof-files.ts';
import type { Sender } from '../orders/orders-client.ts';
import { type TransfersClient, transfersClient } from './transfers-client.ts';

let testApp: TestApp;
let client: TransfersClient;
let sender: Sender;
let other: Sender;
let reference: string;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  client = transfersClient(testApp);
  sender = await client.orders.newSender();
  other = await client.orders.newSender();
  reference = await client.zelleOrder(sender);
});
afterAll(() => testApp.close());

/** The names of the stored proof files. */
const uploads = async () =>
  (await testApp.db.select({ name: proofFiles.fileName }).from(proofFiles)).map(({ name }) => name);

describe('POST /api/orders/:reference/proof', () => {
  it('stores an image under a random name and serves it back to the owner only', async () => {
    const response = await client.uploadProof(sender, reference, png, '../../evil.png');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ media_type: 'image/png', size: png.length });
    const files = await uploads();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.png$/);

    const served = await client.get(sender, `/api/orders/${reference}/proof`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const detail = (await client.get(sender, `/api/orders/${reference}`)).json<TransferDetail>();
    expect(detail.has_proof).toBe(true);
    expect((await client.get(other, `/api/orders/${reference}/proof`)).statusCode).toBe(404);
  });

  it('replaces an earlier proof with a PDF and removes the old file', async () => {
    const response = await client.uploadProof(
      sender,
      reference,
      pdf,
      'proof.pdf',
      'application/pdf',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ media_type: 'application/pdf' });
    const files = await uploads();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.pdf$/);
  });

  it('rejects a text file renamed .png whatever type it declares', async () => {
    const text = Buffer.from('just some text pretending to be an image');
    const response = await client.uploadProof(sender, reference, text, 'proof.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'proof_type' });
  });

  it('rejects a file over the size limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(proofMaxBytes)]);
    const response = await client.uploadProof(sender, reference, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'proof_too_large' });
    expect(await uploads()).toHaveLength(1);
  });

  it("answers 404 for another sender's order", async () => {
    const response = await client.uploadProof(other, reference, png);
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 without a file', async () => {
    const response = await client.post(sender, `/api/orders/${reference}/proof`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
