import { lateFeeInvoiceId, lateFeeLine, lateFeeNow, retriesCome } from '../../src/domain/dunning';
import { firstPaymentLines, rentLines } from '../../src/domain/invoice-lines';
import { periodOf } from '../../src/domain/draft-schedule';

describe('dunning a late monthly payment', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [7, 3],
    [30, 3],
  ])('when the payment is %p days late, then %p of the retry days 3, 5, 7 have come', (daysLate, come) => {
    expect(retriesCome([3, 5, 7], daysLate)).toBe(come);
  });

  it("when the payment is late, then Indiana's one $8 fee is due from day 30 (the schedule's first fee day), once", () => {
    expect([0, 5, 6, 29].map((days) => lateFeeNow(days, 0))).toEqual([0, 0, 0, 0]);
    expect(lateFeeNow(30, 0)).toBe(800);
    // Assessed once: nothing more at 60 or 90 days, where the schedule alone would add $35 and $50.
    expect([30, 60, 90, 200].map((days) => lateFeeNow(days, 800))).toEqual([0, 0, 0, 0]);
  });

  it('when a payment was made on time (0 days late or earlier), then no fee', () => {
    expect(lateFeeNow(0, 0)).toBe(0);
    expect(lateFeeNow(-3, 0)).toBe(0);
  });

  it("when a fee is assessed, then its invoice id names the rent invoice and the fee's number, and its line the due date", () => {
    expect(lateFeeInvoiceId('in_sandbox_abc_2027-01-12', 1)).toBe('fee_1_in_sandbox_abc_2027-01-12');
    expect(lateFeeLine('2026-12-12', 800)).toEqual({ description: 'Late fee on the payment due Dec 12, 2026', amountCents: 800 });
  });

  it("when a month's rent is drafted, then one line per item, or one line of the total when the items do not add up to it", () => {
    const items = [
      { name: 'Washer', monthlyPriceCents: 4_000 },
      { name: 'Dryer', monthlyPriceCents: 3_500 },
    ];
    expect(rentLines(items, 7_500, '2027-01-12')).toEqual([
      { description: 'Washer: rent for the month from Jan 12, 2027', amountCents: 4_000 },
      { description: 'Dryer: rent for the month from Jan 12, 2027', amountCents: 3_500 },
    ]);
    expect(rentLines([], 7_500, '2027-01-12')).toEqual([{ description: 'Monthly rent: rent for the month from Jan 12, 2027', amountCents: 7_500 }]);
    expect(rentLines(items, 8_000, '2027-01-12')).toHaveLength(1);
  });

  it("when today's payment is recorded, then its lines are each item's first month and the delivery fee, or none when they would not add up to it", () => {
    const items = [{ name: 'Refrigerator', monthlyPriceCents: 4_000 }];
    expect(firstPaymentLines(items, { monthlyTotalCents: 4_000, deliveryFeeCents: 2_500, amountCents: 6_500 }, '2027-01-03')).toEqual([
      { description: 'Refrigerator: rent for the month from Jan 3, 2027', amountCents: 4_000 },
      { description: 'Delivery fee', amountCents: 2_500 },
    ]);
    // Two items or more: free delivery, no line for it.
    expect(firstPaymentLines([...items, { name: 'Freezer', monthlyPriceCents: 3_000 }], { monthlyTotalCents: 7_000, deliveryFeeCents: 0, amountCents: 7_000 }, '2027-01-03')).toHaveLength(2);
    expect(firstPaymentLines(items, { monthlyTotalCents: 4_000, deliveryFeeCents: 2_500, amountCents: 6_000 }, '2027-01-03')).toEqual([]);
  });

  it('when a draft date was stored at 00:00 UTC before drafts followed the store, then its period is still its draft day', () => {
    // West of UTC, 00:00 UTC on the 12th is the 11th in the store: the period stays the 12th, never drafted twice.
    expect(periodOf(new Date('2027-01-12T00:00:00Z'), 12, 'America/Indiana/Indianapolis')).toBe('2027-01-12');
    expect(periodOf(new Date('2027-01-12T05:00:00Z'), 12, 'America/Indiana/Indianapolis')).toBe('2027-01-12');
  });
});
