import { gzipSync } from 'node:zlib';
import type { TransferDetail } from '@giro/shared';
import type { AdminHoldQueueItem } from '@giro/shared/compliance/hold-admin-contracts';
import type { SanctionsImportResult } from '@giro/shared/compliance/sanctions-admin-contracts';
import { adminClient, signedInAs } from '../admin/admin-client.ts';
import { accountsClient, testPassword } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { csrf } from '../helpers/csrf.ts';
import type { Sender } from '../orders/orders-client.ts';
import { sdnSnapshot } from '../sanctions/sdn-snapshot.ts';
import { multipartForm, transfersClient } from '../transfers/transfers-client.ts';

/** One line of Treasury's sdn.csv (`-0- ` for an empty cell), as the published file writes it. */
export function sdnLine(
  entNum: number,
  name: string,
  { type = 'individual', program = 'CUBA', remarks = '' } = {},
): string {
  const cell = (value: string) => (value === '' ? '-0- ' : `"${value}"`);
  const empty = Array.from({ length: 7 }, () => '-0- ').join(',');
  return `${entNum},${cell(name)},${cell(type)},${cell(program)},${empty},${cell(remarks)}`;
}

/** A small list in Treasury's format, ending as the published file ends. */
export function sdnFile(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join('\r\n')}\r\n\u001a`, 'latin1');
}

/** The console's and the sender's compliance calls. */
export function complianceClient(testApp: TestApp) {
  const call = adminClient(testApp);
  const transfers = transfersClient(testApp);
  let staff: string | undefined;

  /** A staff session; `fresh` after moving the clock past the last one's 30 days. */
  async function operator(fresh = false): Promise<string> {
    if (fresh || staff === undefined) staff = await signedInAs(testApp, 'operator');
    return staff;
  }

  let control: { token: string; at: number } | undefined;

  /**
   * An admin session whose second factor was proven within the last minutes, as the list, the
   * settings and the limits ask (a new one once the app's clock has moved on).
   */
  async function admin(): Promise<string> {
    const at = testApp.app.now().getTime();
    if (control === undefined || at - control.at > 4 * 60_000 || at < control.at) {
      control = { token: await signedInAs(testApp, 'admin'), at };
    }
    return control.token;
  }

  return {
    call,
    transfers,
    orders: transfers.orders,
    operator,
    admin,

    /**
     * Uploads a list file (plain or gzipped) as the console does, the tests' short lists
     * confirmed when far smaller than the one in force (list-url-fetch.test.ts asks first).
     */
    async importList(file: Buffer, gzip = false) {
      const content = gzip ? gzipSync(file) : file;
      const form = multipartForm([
        { name: 'file', content, file: { name: 'sdn.csv', contentType: 'text/csv' } },
      ]);
      const { app } = testApp;
      const pair = await csrf(app);
      return app.inject({
        method: 'POST',
        url: '/api/admin/compliance/sanctions-lists?confirm_smaller=true',
        payload: form,
        cookies: pair.cookies,
        headers: {
          ...pair.headers,
          authorization: `Bearer ${await admin()}`,
          'content-type': 'multipart/form-data; boundary=giro-test-boundary',
        },
      });
    },

    async imported(file: Buffer): Promise<SanctionsImportResult> {
      const response = await this.importList(file);
      if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
      return response.json<SanctionsImportResult>();
    },

    /**
     * After the clock moved past the list's 7 days: the same list fetched again, as the daily
     * fetch does, so orders are screened rather than held unscreened.
     */
    async confirmListCurrent(): Promise<void> {
      await operator(true);
      const result = await this.imported(Buffer.from(sdnSnapshot(), 'latin1'));
      if (!result.unchanged) throw new Error('the list in force is not the snapshot');
    },

    async queue(reason: 'sanctions' | 'identity' = 'sanctions'): Promise<AdminHoldQueueItem[]> {
      const response = await call('GET', `/api/admin/compliance/holds?reason=${reason}`, {
        token: await operator(),
      });
      return response.json<AdminHoldQueueItem[]>();
    },

    async heldItem(reference: string): Promise<AdminHoldQueueItem | undefined> {
      return (await this.queue()).find((item) => item.order.reference === reference);
    },

    async decide(id: number, decision: 'clear' | 'block', note: string) {
      return call('POST', `/api/admin/compliance/holds/${id}/decision`, {
        token: await operator(),
        payload: { decision, note },
      });
    },

    /** A new session for the sender, once the clock moved past their last one's 30 days. */
    async signInAgain(sender: Sender): Promise<void> {
      const response = await accountsClient(testApp).signIn(sender.email, testPassword);
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      sender.token = response.json<{ token: string }>().token;
    },

    async detail(sender: Sender, reference: string): Promise<TransferDetail> {
      const response = await transfers.get(sender, `/api/orders/${reference}`);
      if (response.statusCode !== 200) throw new Error(`detail failed: ${response.body}`);
      return response.json<TransferDetail>();
    },
  };
}

export type ComplianceClient = ReturnType<typeof complianceClient>;
