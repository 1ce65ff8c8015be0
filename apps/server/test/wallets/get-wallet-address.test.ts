import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../src/modules/wallets/wallets-tables.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(() => testApp.close());

const getWallet = (query: Record<string, string>, language = 'es') =>
  testApp.app.inject({ method: 'GET', url: '/get_wallet_address', query, cookies: { language } });

describe('GET /get_wallet_address', () => {
  it.each([
    ['BTC', 'bc1q9jy0ncuvmm5au4rmhmuduhs5vw99ggew5wh832', 'Bitcoin'],
    ['USDT', 'TLaBH88xfkvC8eTYdn2QdJpUYSrD9Woarm', 'Tron (TRC-20)'],
  ])(
    'answers the operator wallet for %s with its network and icon',
    async (currency, address, chain) => {
      const response = await getWallet({ currency, hash: 'demo-agent' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        address,
        chain,
        icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      });
    },
  );

  it('shows the first active wallet when a currency has several networks', async () => {
    await testApp.db.insert(wallets).values({
      currency: 'USDT',
      chain: 'Ethereum (ERC-20)',
      address: '0x0000000000000000000000000000000000000001',
      icon: '/assets/usdt.svg',
      position: -1,
    });
    const response = await getWallet({ currency: 'USDT' });
    expect(response.json()).toMatchObject({ chain: 'Ethereum (ERC-20)' });
  });

  it('answers 422 wallet_unavailable for a currency without a wallet', async () => {
    const response = await getWallet({ currency: 'ETH' }, 'en');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'wallet_unavailable',
      message: 'There is no wallet address for ETH right now.',
    });
  });

  it('answers 422 without a currency', async () => {
    const response = await getWallet({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'currency', message: 'Campo obligatorio' }],
    });
  });
});
