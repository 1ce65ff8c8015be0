import { describe, expect, it } from 'vitest';
import { createReferenceFinder } from './reference-finder.ts';

const find = createReferenceFinder(['GR-7K3M9Q', 'GR-4HJ8KP', 'GR-2M8Q4R']);

describe('finding order references in a memo', () => {
  it.each([
    ['exact', 'GR-7K3M9Q'],
    ['lower case', 'pago gr-7k3m9q'],
    ['spaces inside', 'GR 7K3 M9Q'],
    ['dash missing', 'Zelle GR7K3M9Q 16237762631'],
    ['glued to the words around it', 'REMESAGR7K3M9QFAMILIA'],
    ['another sign for the dash', 'Ref: GR_7K3M9Q.'],
    ['a phone’s long dash and a line break', 'GR–7K3\nM9Q'],
    ['only the code, as a word', 'Remesa 7k3m9q para mamá'],
  ])('finds it %s', (_, memo) => {
    expect(find(memo)).toEqual(['GR-7K3M9Q']);
  });

  it('finds every order a memo names', () => {
    expect(find('GR-7K3M9Q y gr 4hj8kp')).toEqual(['GR-7K3M9Q', 'GR-4HJ8KP']);
  });

  it.each([
    ['another order’s reference', 'GR-7K3M9R'],
    ['the code inside a longer word', 'X7K3M9QX'],
    ['nothing like a reference', 'Zelle payment from MARIA PEREZ 16237762631'],
  ])('finds nothing in %s', (_, memo) => {
    expect(find(memo)).toEqual([]);
  });
});
