import { describe, expect, it } from 'vitest';
import { changeLabel, changeProps, lowStockNote, NEW_THIS_MONTH, PAUSED_SUBSCRIPTIONS_PATH, warnings } from './dashboard-rules';

describe('dashboard rules (spec 2.13)', () => {
  it('when a figure grew, fell or stayed, then its label starts with + only when it did not fall', () => {
    expect(changeLabel({ current: 12, previous: 10, percent: 20 })).toBe('+20% from last month');
    expect(changeLabel({ current: 9, previous: 10, percent: -10 })).toBe('-10% from last month');
    expect(changeLabel({ current: 10, previous: 10, percent: 0 })).toBe('+0% from last month');
    expect(changeLabel({ current: 10, previous: 3, percent: 233.33 })).toBe('+233.3% from last month');
    expect(changeLabel({ current: 0, previous: 4, percent: -100 })).toBe('-100% from last month');
  });

  it('when last month had nothing, then the figure is new this month (not +100%), and nothing then and now has no label (issue 25)', () => {
    expect(changeLabel({ current: 3, previous: 0, percent: 100 })).toBe(NEW_THIS_MONTH);
    expect(changeLabel({ current: 0, previous: 0, percent: 0 })).toBeNull();
    expect(changeProps({ current: 3, previous: 0, percent: 100 })).toEqual({ change: 'New this month', changeUp: true });
    expect(changeProps({ current: 9, previous: 10, percent: -10 })).toEqual({ change: '-10% from last month' });
    expect(changeProps(undefined)).toEqual({ change: null });
  });

  it('when there is no change to show, then there is no label', () => {
    expect(changeLabel(undefined)).toBeNull();
  });

  it('when paused subscriptions or maintenance items exceed 0, then each gives a warning; the paused one links to the paused list', () => {
    expect(warnings({ pausedSubscriptions: 0, maintenanceItems: 0 })).toEqual([]);
    expect(warnings({ pausedSubscriptions: 2, maintenanceItems: 1 })).toEqual([
      { text: '2 paused subscription(s) need attention', link: { to: PAUSED_SUBSCRIPTIONS_PATH, label: 'View paused subscriptions' } },
      { text: '1 item(s) in maintenance' },
    ]);
    expect(PAUSED_SUBSCRIPTIONS_PATH).toBe('/admin/subscriptions?status=paused');
  });

  it('when some rentable products are low on stock, then the Available Inventory card says how many (none: no note)', () => {
    expect(lowStockNote({ lowStockItems: 0 })).toBeUndefined();
    expect(lowStockNote({ lowStockItems: 2 })).toBe('2 low on stock');
  });
});
