import { cardPrefixListsSchema } from '@giro/shared/contact-info/card-prefix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardPrefixesRepository } from '../../src/modules/card-prefixes/card-prefixes-repository.ts';
import { seedDemoIfEmpty } from '../../src/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function cardPrefixes() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/card-prefixes' });
  expect(response.statusCode).toBe(200);
  return cardPrefixListsSchema.parse(response.json());
}

// One database for the file, so these run in order: empty, seeded, edited.
describe('GET /api/card-prefixes', () => {
  it('answers empty lists before the operator has configured any, without sign-in', async () => {
    expect(await cardPrefixes()).toEqual({ CUP: [], MLC: [], CUC: [] });
  });

  it('serves the seeded demo lists with the sizes of the spec, sorted', async () => {
    await seedDemoIfEmpty(testApp.db);
    testApp.app.cardPrefixesService.invalidate();

    const lists = await cardPrefixes();
    expect(lists.CUP).toEqual(['92250699', '92251299', '92259598']);
    expect(lists.MLC).toHaveLength(5);
    expect(lists.CUC).toHaveLength(16);
    expect(lists.MLC).toEqual([...lists.MLC].sort());
  });

  it('keeps serving the cached lists until invalidated', async () => {
    await createCardPrefixesRepository(testApp.db).add([{ list: 'CUP', prefix: '92250000' }]);
    expect((await cardPrefixes()).CUP).not.toContain('92250000');

    testApp.app.cardPrefixesService.invalidate();
    expect((await cardPrefixes()).CUP).toEqual(['92250000', '92250699', '92251299', '92259598']);
  });

  it('ignores a prefix added twice to the same list', async () => {
    await createCardPrefixesRepository(testApp.db).add([{ list: 'CUP', prefix: '92250000' }]);
    testApp.app.cardPrefixesService.invalidate();
    expect((await cardPrefixes()).CUP).toHaveLength(4);
  });

  it('refuses to store a prefix that is not 8 digits', async () => {
    await expect(
      createCardPrefixesRepository(testApp.db).add([{ list: 'MLC', prefix: '9225' }]),
    ).rejects.toThrow();
  });
});
