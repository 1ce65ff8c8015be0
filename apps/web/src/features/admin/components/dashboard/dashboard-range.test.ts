import { describe, expect, it } from 'vitest';
import { formatDuration } from './dashboard-format';
import { customRangeError, rangeDays, rangeFromParams } from './dashboard-range';

const now = new Date('2026-03-01T23:30:00Z');
const read = (query: string) => rangeFromParams(new URLSearchParams(query), now);

describe('rangeFromParams', () => {
  it.each([
    ['', { preset: '7d', from: '2026-02-23', to: '2026-03-01' }],
    ['range=today', { preset: 'today', from: '2026-03-01', to: '2026-03-01' }],
    ['range=30d', { preset: '30d', from: '2026-01-31', to: '2026-03-01' }],
    ['range=year', { preset: '7d', from: '2026-02-23', to: '2026-03-01' }],
    ['from=2026-01-01&to=2026-01-31', { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }],
    ['from=2026-02-01&to=2026-01-31', { preset: '7d', from: '2026-02-23', to: '2026-03-01' }],
    ['from=2024-01-01&to=2026-01-01', { preset: '7d', from: '2026-02-23', to: '2026-03-01' }],
  ])('reads "%s" as %o', (query, range) => {
    expect(read(query)).toEqual(range);
  });
});

describe('customRangeError', () => {
  it.each([
    ['2026-01-01', '2026-01-01', null],
    ['2025-01-01', '2026-01-01', null],
    ['2024-01-01', '2025-01-01', 'tooLong'],
    ['2026-01-02', '2026-01-01', 'order'],
    ['', '2026-01-01', 'required'],
  ])('%s → %s is %s', (from, to, error) => {
    expect(customRangeError(from, to)).toBe(error);
  });
});

it('lists every day of a range across a month end', () => {
  expect(rangeDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
  ]);
});

describe('formatDuration', () => {
  it.each([
    [0, 'es', '0 s'],
    [45, 'en', '45 sec'],
    [8_100, 'es', '2 h 15 min'],
    [8_100, 'en', '2 hr 15 min'],
    [2 * 86_400 + 300, 'es', '2 d'],
    [90_000, 'en', '1 day 1 hr'],
  ] as const)('%i seconds in %s is "%s"', (seconds, language, text) => {
    expect(formatDuration(seconds, language)).toBe(text);
  });
});
