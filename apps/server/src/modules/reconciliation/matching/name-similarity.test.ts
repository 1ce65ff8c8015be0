import { describe, expect, it } from 'vitest';
import { namesAgree } from './name-similarity.ts';

describe('whether a payer is the order’s sender', () => {
  it.each([
    ['María Pérez García', 'MARIA PEREZ GARCIA'],
    ['María Pérez García', 'PEREZ GARCIA, MARIA'],
    ['María Pérez García', 'MARIA PEREZ'],
    ['María Pérez García', 'Zelle payment from MARIA PEREZ GA 16237762631'],
    ['Ana Díaz', 'ANA DIAZ'],
    ['Roberto González', 'ROBERTO GONZALES'],
    ['Roberto González', 'R GONZALEZ'],
    ['José Muñoz Peña', 'TRANSF. DE JOSE MUÑOZ'],
  ])('%s paid as “%s”', (sender, payer) => {
    expect(namesAgree(sender, payer)).toBe(true);
  });

  it.each([
    ['Juan López', 'ANA LOPEZ'],
    ['María Pérez García', 'PEREZ'],
    ['Ana Díaz', 'Zelle payment from'],
    ['Ana Díaz', ''],
    ['Luis Gil', 'LUISA GIL'],
  ])('%s did not pay as “%s”', (sender, payer) => {
    expect(namesAgree(sender, payer)).toBe(false);
  });
});
