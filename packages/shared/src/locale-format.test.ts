import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCrypto,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatTypedAmount,
  formatWait,
} from './locale-format.ts';

describe('formatMoney', () => {
  it('writes an amount with the language’s separators and the code after it', () => {
    expect(formatMoney('1234.5', 'CUP', 'es')).toBe('1234,50 CUP');
    expect(formatMoney('12345.5', 'CUP', 'es')).toBe('12.345,50 CUP');
    expect(formatMoney('1234.5', 'USD CASH', 'en')).toBe('1,234.50 USD CASH');
  });

  it('keeps every digit of a long decimal instead of going through a float', () => {
    expect(formatMoney('12345678901234.12345678', 'BTC', 'en', 8)).toBe(
      '12,345,678,901,234.12345678 BTC',
    );
  });
});

describe('formatCrypto', () => {
  it('reads each coin in its own precision, dropping only trailing zeros', () => {
    expect(formatCrypto('102.50000000', 'USDT', 'es')).toBe('102,50 USDT');
    expect(formatCrypto('102.12345678', 'USDT', 'en')).toBe('102.12345678 USDT');
    expect(formatCrypto('0.00160000', 'BTC', 'es')).toBe('0,00160000 BTC');
    expect(formatCrypto('1.50000000', 'DOGE', 'en')).toBe('1.50000000 DOGE');
  });
});

describe('formatDateTime', () => {
  const instant = '2024-03-05T14:07:00.000Z';

  it('writes an instant in the reader’s language and the time zone asked for', () => {
    const utc = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDateTime(instant, 'es', utc)).toBe('5 de marzo de 2024 a las 14:07');
    expect(formatDateTime(new Date(instant), 'en', utc)).toBe('March 5, 2024 at 2:07 PM');
  });
});

describe('formatCount and formatFileSize', () => {
  it('groups digits as each language does', () => {
    expect(formatCount(14_965, 'es')).toBe('14.965');
    expect(formatCount(14_965, 'en')).toBe('14,965');
    expect(formatCount(3000, 'es')).toBe('3000');
  });

  it('writes a size in bytes with the unit a reader expects', () => {
    expect(formatFileSize(850, 'es')).toBe('850 B');
    expect(formatFileSize(128_450, 'es')).toBe('128,5 kB');
    expect(formatFileSize(3_400_000, 'en')).toBe('3.4 MB');
  });
});

describe('formatWait', () => {
  it.each([
    [30, 'es', '30 segundos'],
    [60, 'es', '1 minuto'],
    [892, 'es', '15 minutos'],
    [892, 'en', '15 minutes'],
    [7200, 'en', '2 hours'],
  ] as const)('says %i seconds in %s as %s', (seconds, language, said) => {
    expect(formatWait(seconds, language)).toBe(said);
  });
});

describe('formatTypedAmount', () => {
  it.each([
    ['32000.00', 'es', true, '32.000,00'],
    ['32000.00', 'en', true, '32,000.00'],
    ['3000.5', 'es', true, '3000,5'],
    ['100.', 'es', true, '100,'],
    ['32000.00', 'es', false, '32000,00'],
    ['0.75', 'en', false, '0.75'],
    ['', 'es', true, ''],
  ] as const)('shows %s in %s (grouped %s) as %s', (text, language, grouped, shown) => {
    expect(formatTypedAmount(text, language, grouped)).toBe(shown);
  });
});
