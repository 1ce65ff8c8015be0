import { describe, expect, it } from 'vitest';
import { splitFullname } from './split-fullname.ts';

describe('splitFullname', () => {
  it.each([
    ['Ana María Pérez', 'Ana', 'María Pérez'],
    ['  José   Martí ', 'José', 'Martí'],
    ['Yoani', 'Yoani', ''],
  ])('splits %j into %j and %j', (fullname, firstName, lastName) => {
    expect(splitFullname(fullname)).toEqual({ firstName, lastName });
  });
});
