import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './test/find-literal-strings';

// Tests and their helpers (any `test/` folder) are not shown to users.
const notShown = /\.test\.tsx$|(^|\/)test\//;
const components = Object.entries(
  import.meta.glob<string>('./**/*.tsx', { query: '?raw', import: 'default', eager: true }),
).filter(([file]) => !notShown.test(file));

const found = components.flatMap(([file, source]) =>
  findLiteralStrings(file, source).map((literal) => ({ file, ...literal })),
);

/** Text that is the same in every language, each with why it may stay out of the catalogues. */
const allowed: Record<string, string> = {
  VISA: 'the Visa wordmark drawn inside its card logo (the logo is named by aria-label)',
  AMEX: 'the American Express wordmark drawn inside its card logo',
  '4B': 'the 4B wordmark drawn inside its card logo',
};

describe('user-visible text', () => {
  it('finds the components to check', () => {
    expect(components.length).toBeGreaterThan(30);
  });

  it('comes from the catalogues in every component', () => {
    const literals = found
      .filter(({ text }) => !(text in allowed))
      .map(({ file, line, text, where }) => `${file}:${line} ${where}: "${text}"`);
    expect(literals).toEqual([]);
  });

  it('allows only text some component still renders', () => {
    const rendered = new Set(found.map(({ text }) => text));
    expect(Object.keys(allowed).filter((text) => !rendered.has(text))).toEqual([]);
  });
});

describe('the literal-string check', () => {
  const find = (source: string) =>
    findLiteralStrings('example.tsx', source).map(({ text, where }) => `${where}: ${text}`);

  it('reports JSX text and literal children with letters', () => {
    expect(
      find(`const A = () => <p>Hola mundo<b>{'Adiós'}</b>{ok ? \`Sí, \${n}\` : 'No'}</p>;`),
    ).toEqual(['text: Hola mundo', 'text: Adiós', 'text: Sí,', 'text: No']);
  });

  it('reports literal visible props, also behind conditions', () => {
    expect(
      find(
        `const A = () => <img alt="Logo" title={big ? 'Grande' : t('small')} aria-label={x ?? "Menú"} />;`,
      ),
    ).toEqual(['alt: Logo', 'title: Grande', 'aria-label: Menú']);
    expect(
      find(`const A = () => <Field label="Nombre" hint="Obligatorio" countryLabel="País" />;`),
    ).toEqual(['label: Nombre', 'hint: Obligatorio', 'countryLabel: País']);
  });

  it('lets translations, symbols, numbers and non-visible props pass', () => {
    expect(
      find(
        `const A = () => <a href="/faq" className="px-4" title={t('faq')}>{t('faq.title')} · 404 +{code}</a>;`,
      ),
    ).toEqual([]);
  });
});
