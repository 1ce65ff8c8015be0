import { describe, expect, it } from 'vitest';

// Every catalogue the web shows: its own, and the shared validation and error messages.
const catalogues = {
  ...import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<unknown>('../../../../packages/shared/src/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
};

type Leaf = { path: string; value: unknown };

/** Every leaf of a catalogue with its dotted path; empty objects and lists count as leaves. */
function leavesOf(value: unknown, path = ''): Leaf[] {
  if (typeof value !== 'object' || value === null) return [{ path, value }];
  const entries = Object.entries(value);
  if (entries.length === 0) return [{ path, value }];
  return entries.flatMap(([key, child]) => leavesOf(child, path ? `${path}.${key}` : key));
}

const placeholdersOf = (value: unknown) =>
  typeof value === 'string' ? [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : [];

const spanishFiles = Object.keys(catalogues).filter((file) => file.includes('/es/'));
const pairs = spanishFiles.map((file) => [file, file.replace('/es/', '/en/')] as const);

describe('catalogues', () => {
  it('exist in Spanish and English, the same files in both', () => {
    expect(spanishFiles.length).toBeGreaterThan(10);
    const english = Object.keys(catalogues).filter((file) => file.includes('/en/'));
    expect(english.sort()).toEqual(pairs.map(([, en]) => en).sort());
  });

  it.each(pairs)('%s and its English twin have the same keys', (es, en) => {
    const keys = (file: string) => leavesOf(catalogues[file]).map((leaf) => leaf.path);
    expect(keys(en)).toEqual(keys(es));
  });

  it.each(pairs)('%s and its English twin use the same placeholders', (es, en) => {
    const english = new Map(leavesOf(catalogues[en]).map((leaf) => [leaf.path, leaf.value]));
    for (const { path, value } of leavesOf(catalogues[es])) {
      expect(placeholdersOf(english.get(path)), `${en}: ${path}`).toEqual(placeholdersOf(value));
    }
  });

  it.each(Object.keys(catalogues))('%s has no empty text', (file) => {
    for (const { path, value } of leavesOf(catalogues[file])) {
      expect(typeof value === 'string' && value.trim() !== '', `${file}: ${path}`).toBe(true);
    }
  });

  it.each(Object.keys(catalogues))('%s uses single-brace placeholders only', (file) => {
    for (const { path, value } of leavesOf(catalogues[file])) {
      expect(String(value), `${file}: ${path}`).not.toMatch(/\{\{|\}\}/);
    }
  });
});
