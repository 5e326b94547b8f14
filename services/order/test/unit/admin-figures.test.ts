import { lastMonths } from '@rto/kit';
import { percentChange } from '@rto/rules';
import { averageLtv, categoryShare, churnRate, displayName, userGrowth } from '../../src/domain/admin-figures';
import { createFiguresCache } from '../../src/store/figures-cache';

describe("the admin's figures (spec 3, 9)", () => {
  it('when a customer has no name, then the row shows the e-mail, and without either "Unknown User"', () => {
    expect(displayName({ name: 'Rosa', email: 'rosa@example.com' })).toBe('Rosa');
    expect(displayName({ name: ' ', email: 'rosa@example.com' })).toBe('rosa@example.com');
    expect(displayName(undefined)).toBe('Unknown User');
  });

  it('when churn, LTV and changes are computed, then with one decimal (LTV in cents), and nothing from nothing is 0', () => {
    expect(churnRate(1, 3)).toBe(33.3);
    expect(churnRate(0, 0)).toBe(0);
    expect(averageLtv(10_000, 3)).toBe(400);
    expect(averageLtv(10_000, 0)).toBe(0);
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('when categories and sign-ups are counted, then the top ones with their share, and the users at each month end', () => {
    expect(categoryShare([{ category: 'tv', rentals: 1 }, { category: 'washer', rentals: 3 }], 1)).toEqual([{ category: 'washer', rentals: 3, percent: 75 }]);
    expect(userGrowth([{ month: '2026-01', newUsers: 2 }, { month: '2026-02', newUsers: 3 }], 10)).toEqual([
      { month: '2026-01', newUsers: 2, totalUsers: 12 },
      { month: '2026-02', newUsers: 3, totalUsers: 15 },
    ]);
  });

  it('when the last months are asked in January, then they run across the year, oldest first, in UTC', () => {
    expect(lastMonths(new Date('2026-01-15T00:00:00Z'), 3).map((month) => month.month)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(lastMonths(new Date('2026-01-15T00:00:00Z'), 1)[0]).toEqual({ month: '2026-01', start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') });
  });
});

describe('the figures cache', () => {
  it('when requests arrive together, then one computation answers them all; a stale answer is served while a fresh one is computed', async () => {
    let now = 1_000;
    const cache = createFiguresCache(20, { now: () => now });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const together = await Promise.all([cache.get('stats', compute), cache.get('stats', compute), cache.get('stats', compute)]);
    expect(together).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    now += 40;
    expect(await cache.get('stats', compute)).toEqual({ n: 1 });
    // The refresh the stale answer started settles before the next look; the clock has not moved.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('stats', compute)).toEqual({ n: 2 });
    cache.clear();
    expect(await cache.get('stats', compute)).toEqual({ n: 3 });
  });

  it('when a pause clears the cache while a page is being computed, then that request still gets its answer, which is not kept', async () => {
    const cache = createFiguresCache(10_000);
    let computed = 0;
    const slow = () => new Promise<{ n: number }>((resolve) => setTimeout(() => resolve({ n: ++computed }), 20));
    const underway = cache.get('orders:{}', slow);
    cache.clear();
    await expect(underway).resolves.toEqual({ n: 1 });
    expect(await cache.get('orders:{}', slow)).toEqual({ n: 2 });
  });

  it('when the age allowed is 0, then every request computes', async () => {
    const cache = createFiguresCache(0);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    await cache.get('stats', compute);
    expect(await cache.get('stats', compute)).toEqual({ n: 2 });
  });
});
