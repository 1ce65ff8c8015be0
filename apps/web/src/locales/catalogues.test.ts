import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('catalogues', () => {
  it('have the same namespaces and keys in Spanish and English', () => {
    const files = Object.keys(catalogues);
    const spanish = files.filter((file) => file.startsWith('./es/'));
    expect(spanish.length).toBeGreaterThan(0);
    for (const file of spanish) {
      const english = file.replace('./es/', './en/');
      expect(files, english).toContain(english);
      expect(keysOf(catalogues[english]).sort(), english).toEqual(keysOf(catalogues[file]).sort());
    }
    expect(files.filter((file) => file.startsWith('./en/'))).toHaveLength(spanish.length);
  });
});
