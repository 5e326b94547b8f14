import { LATE_FEES, lateFeesCents, REPOSSESSION_AFTER_DAYS } from '../src/late-fees';

describe('late fees', () => {
  it('are $25, $35 and $50 at 30, 60 and 90 days late, repossession beyond 90 days', () => {
    expect(LATE_FEES).toEqual([
      { daysLate: 30, feeCents: 2500 },
      { daysLate: 60, feeCents: 3500 },
      { daysLate: 90, feeCents: 5000 },
    ]);
    expect(REPOSSESSION_AFTER_DAYS).toBe(90);
  });

  it.each([
    [0, 0],
    [29, 0],
    [30, 2500],
    [60, 6000],
    [90, 11000],
    [120, 11000],
  ])('when a payment is %i days late, then the fees add up to %i cents', (days, cents) => {
    expect(lateFeesCents(days)).toBe(cents);
  });
});
