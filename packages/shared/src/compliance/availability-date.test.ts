import { describe, expect, it } from 'vitest';
import { availableOn } from './availability-date.ts';

describe('availableOn', () => {
  it('counts business days in Havana after the day of payment', () => {
    // Tuesday 2025-03-04 15:00 UTC is 10:00 in Havana.
    expect(availableOn(new Date('2025-03-04T15:00:00Z'), 3)).toBe('2025-03-07');
    expect(availableOn(new Date('2025-03-04T15:00:00Z'), 0)).toBe('2025-03-04');
  });

  it('skips the weekend', () => {
    // Thursday → Monday after two business days.
    expect(availableOn(new Date('2025-03-06T15:00:00Z'), 2)).toBe('2025-03-10');
  });

  it('starts a weekend payment on Monday', () => {
    expect(availableOn(new Date('2025-03-08T15:00:00Z'), 1)).toBe('2025-03-11');
  });

  it("reads the day in Havana's time zone", () => {
    // 02:00 UTC on Wednesday is still Tuesday evening in Havana.
    expect(availableOn(new Date('2025-03-05T02:00:00Z'), 1)).toBe('2025-03-05');
  });
});
