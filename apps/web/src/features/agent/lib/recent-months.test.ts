import { describe, expect, it } from 'vitest';
import { recentMonths } from './recent-months';

describe('recent months', () => {
  it('lists two years of UTC months back from the current one, across a year change', () => {
    const months = recentMonths(new Date('2027-01-31T23:30:00-05:00'));
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(months.at(-1)).toBe('2025-03');
  });
});
