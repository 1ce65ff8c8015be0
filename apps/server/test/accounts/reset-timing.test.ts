import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts-tables.ts';
import { type AccountsClient, accountsClient } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { median } from '../helpers/median.ts';

// The answer is timed without this process running the jobs it leaves behind: whether a link
// and a mail follow is the job's business (password-reset.test.ts checks that they do), and
// the job starts a second after the answer, out of its way, also where one process does both.
let testApp: TestApp;
let client: AccountsClient;

beforeAll(async () => {
  testApp = await buildTestApp({ work: false });
  client = accountsClient(testApp);
});
afterAll(() => testApp.close());

const tries = 100;
const addresses = {
  known: (index: number) => `timing-${index}@example.com`,
  unknown: (index: number) => `nobody-${index}@example.com`,
};
const kinds = ['known', 'unknown'] as const;
async function timed(email: string): Promise<number> {
  const start = performance.now();
  expect((await client.post('/reset-password', { email })).statusCode).toBe(200);
  return performance.now() - start;
}

describe('POST /reset-password', () => {
  it('takes as long for an address with an account as for one without (100 tries each)', async () => {
    await testApp.db.insert(users).values(
      Array.from({ length: tries }, (_, index) => ({
        firstName: 'Timing',
        lastName: String(index),
        email: addresses.known(index),
        passwordHash: '!',
        active: true,
        language: 'es' as const,
      })),
    );
    // Each pair is sent back to back, so that the machine's other load (other test files)
    // weighs on both alike, and each kind goes first in every other pair. Whatever makes a
    // pair's first request slower multiplies one half of the ratios and divides the other:
    // the geometric mean of the two halves' medians cancels it.
    const ratios: Record<(typeof kinds)[number], number[]> = { known: [], unknown: [] };
    for (let index = 0; index < tries; index += 1) {
      const first = kinds[index % 2] ?? 'known';
      const took = { known: 0, unknown: 0 };
      for (const kind of first === 'known' ? kinds : [...kinds].reverse()) {
        took[kind] = await timed(addresses[kind](index));
      }
      ratios[first].push(took.known / took.unknown);
    }
    const ratio = Math.sqrt(median(ratios.known) * median(ratios.unknown));
    const detail = `known/unknown ${ratio.toFixed(3)} (known first ${median(ratios.known).toFixed(3)}, unknown first ${median(ratios.unknown).toFixed(3)})`;
    console.info(detail);
    expect(ratio, detail).toBeGreaterThan(1 / 1.2);
    expect(ratio, detail).toBeLessThan(1.2);
  });
});
