import { describe, expect, it } from 'vitest';
import { changeLabel, warnings } from './dashboard-rules';

describe('dashboard rules (spec 2.13)', () => {
  it('when a figure grew, fell or stayed, then its label starts with + only when it did not fall', () => {
    expect(changeLabel({ current: 12, previous: 10, percent: 20 })).toBe('+20% from last month');
    expect(changeLabel({ current: 9, previous: 10, percent: -10 })).toBe('-10% from last month');
    expect(changeLabel({ current: 10, previous: 10, percent: 0 })).toBe('+0% from last month');
    expect(changeLabel({ current: 10, previous: 3, percent: 233.33 })).toBe('+233.3% from last month');
  });

  it('when there is no change to show, then there is no label', () => {
    expect(changeLabel(undefined)).toBeNull();
  });

  it('when paused subscriptions or maintenance items exceed 0, then each gives a warning', () => {
    expect(warnings({ pausedSubscriptions: 0, maintenanceItems: 0 })).toEqual([]);
    expect(warnings({ pausedSubscriptions: 2, maintenanceItems: 1 })).toEqual(['2 paused subscription(s) need attention', '1 item(s) in maintenance']);
  });
});
