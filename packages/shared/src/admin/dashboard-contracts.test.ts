import { describe, expect, it } from 'vitest';
import { dateRangeQuerySchema } from './dashboard-contracts.ts';

const issuesOf = (query: Record<string, string>) => {
  const result = dateRangeQuerySchema.safeParse(query);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('dateRangeQuerySchema', () => {
  it.each([
    ['one day', '2026-03-01', '2026-03-01'],
    ['a leap year, 366 days', '2024-01-01', '2024-12-31'],
    ['366 days across a year end', '2025-07-01', '2026-07-01'],
  ])('takes %s', (_case, from, to) => {
    expect(issuesOf({ from, to })).toEqual([]);
  });

  it.each([
    [
      'an end before the start',
      '2026-03-02',
      '2026-03-01',
      [['to', 'validation.date_range_order']],
    ],
    ['367 days', '2025-01-01', '2026-01-02', [['to', 'validation.date_range_too_long']]],
    ['a day that does not exist', '2026-02-30', '2026-03-01', [['from', 'validation.invalid']]],
    [
      'malformed days, without a range message',
      '01/03/2026',
      'y',
      [
        ['from', 'validation.invalid'],
        ['to', 'validation.invalid'],
      ],
    ],
  ])('refuses %s', (_case, from, to, issues) => {
    expect(issuesOf({ from, to })).toEqual(issues);
  });
});
