import { describe, expect, it } from 'vitest';
import enCalculator from '@/locales/en/calculator.json';
import enContent from '@/locales/en/content.json';
import esCalculator from '@/locales/es/calculator.json';
import esContent from '@/locales/es/content.json';

/** Every string of a catalogue, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

// "15 min–2 h", "1 a 72 horas", "3 hours to 3 business days", "de 3 a 5 días hábiles"…
const deliveryWindow =
  /\d+\s*(min|minutos|minutes)\b|\d+\s*(h|horas|hours|días|days)?\s*(a|to|–|-)\s*\d+\s*(h|horas|hours|días|days)\b/i;

describe('delivery windows have one source: the operator’s delivery options', () => {
  it.each([
    ['es', esContent, esCalculator],
    ['en', enContent, enCalculator],
  ])('the %s pages and the calculator state no window of their own', (_language, ...catalogues) => {
    const stated = catalogues.flatMap(texts).filter((text) => deliveryWindow.test(text));
    expect(stated).toEqual([]);
  });
});
