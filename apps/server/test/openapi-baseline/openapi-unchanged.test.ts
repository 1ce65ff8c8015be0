import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Temporary (issue #32): the document made from shared's call definitions equals the one saved
// before the change. Removed, with its saved copy, once the change is in.
type Operation = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: unknown;
  info: unknown;
}

let testApp: TestApp;
let now: Document;
let before: Document;

beforeAll(async () => {
  testApp = await buildTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  now = response.json<Document>();
  before = JSON.parse(await readFile(new URL('./openapi-before.json', import.meta.url), 'utf8'));
});
afterAll(() => testApp.close());

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('lists the same operations', () => {
    expect(
      operations(now)
        .map(({ key }) => key)
        .sort(),
    ).toEqual(
      operations(before)
        .map(({ key }) => key)
        .sort(),
    );
  });

  it('gives each operation the same parameters, body, answers, security and words', () => {
    const saved = new Map(operations(before).map(({ key, operation }) => [key, operation]));
    for (const { key, operation } of operations(now)) {
      const old = saved.get(key) ?? {};
      for (const part of new Set([...Object.keys(operation), ...Object.keys(old)])) {
        expect(operation[part], `${key} ${part}`).toEqual(old[part]);
      }
    }
  });

  it('keeps the same components and description', () => {
    expect(now.components).toEqual(before.components);
    expect(now.info).toEqual(before.info);
  });
});
