import { describe, expect, it } from 'vitest';
import { formatPercent, hasData, monthLabel } from './analytics-rules';

describe('analytics rules (spec 2.17)', () => {
  it('when a month is labelled, then it reads as a short month and year', () => {
    expect(monthLabel('2030-06')).toBe('Jun 2030');
    expect(monthLabel('2031-01')).toBe('Jan 2031');
  });

  it('when a series has only zeros or nothing, then the chart has no data', () => {
    expect(hasData([])).toBe(false);
    expect(hasData([0, 0])).toBe(false);
    expect(hasData([0, 12.5])).toBe(true);
  });

  it('when a rate is shown, then it has at most one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0%');
  });
});
