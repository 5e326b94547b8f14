import { describe, expect, it } from 'vitest';
import { chargeLines, collectionLine } from './charge-summary';

// A TV (55" at $1 an inch) and a washer and dryer set: two items, so delivery is free.
const tvAndWasher = { monthlyTotalCents: 11500, deliveryFeeCents: 0, totalTodayCents: 11500 };
// One refrigerator: the $25 delivery fee is charged today with the first month.
const oneFridge = { monthlyTotalCents: 2500, deliveryFeeCents: 2500, totalTodayCents: 5000 };

describe("today's charge and the monthly amount, by line", () => {
  it("when one item is rented, then the first month and the fee add up to the total charged today, and the monthly amount is the first month's", () => {
    const lines = chargeLines(oneFridge, 1, new Date('2026-11-26T10:00:00Z'));
    expect(lines).toEqual({
      firstMonth: '$25.00',
      deliveryFee: '$25.00',
      totalToday: '$50.00',
      monthly: '$25.00',
      firstDraft: 'Tuesday, December 1, 2026',
      draftDay: '1st of each month',
    });
  });

  it("when two items are rented, then delivery reads Free and today's total is the first month", () => {
    const lines = chargeLines(tvAndWasher, 28, new Date('2026-11-26T10:00:00Z'));
    expect(lines).toMatchObject({ firstMonth: '$115.00', deliveryFee: 'Free', totalToday: '$115.00', monthly: '$115.00' });
    expect(lines.firstDraft).toBe('Saturday, November 28, 2026');
    expect(lines.draftDay).toBe('28th of each month');
  });

  it("when the server's figures have odd cents, then they are shown to the cent, never rounded or added again", () => {
    const lines = chargeLines({ monthlyTotalCents: 6501, deliveryFeeCents: 2500, totalTodayCents: 9001 }, 5, new Date('2026-11-05T12:00:00Z'));
    expect(lines).toMatchObject({ firstMonth: '$65.01', deliveryFee: '$25.00', totalToday: '$90.01', monthly: '$65.01' });
    expect(lines.firstDraft).toBe('Saturday, December 5, 2026');
  });
});

describe('how each month is collected', () => {
  it('when the card is saved for recurring payments, then each month is drafted from it on the draft day', () => {
    expect(collectionLine(5, true)).toBe('Drafted on the 5th of each month from your card.');
  });

  it("when the card is not saved, then each month's invoice is e-mailed on the draft day to pay with Pay Now by its due date", () => {
    expect(collectionLine(22, false)).toBe("Each month's invoice is e-mailed to you on the 22nd of each month, to pay with Pay Now on My Account by its due date, that day.");
    expect(collectionLine(22, false)).not.toMatch(/card/);
  });
});
