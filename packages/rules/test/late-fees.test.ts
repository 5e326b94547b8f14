import { lateFeeScheduleNote, lateFeeSentence } from '../src/late-fee-wording';
import { firstLateFeeDay, GOVERNING_STATE, LATE_FEES, lateFeeDue, lateFeesCents, REPOSSESSION_AFTER_DAYS, STATE_LATE_FEE_LIMITS } from '../src/late-fees';

/** Charges one payment day by day up to `lastDay`, as a daily run would, and answers what it was charged each day. */
function chargeDaily(state: string, lastDay: number): Map<number, number> {
  const charged = new Map<number, number>();
  let total = 0;
  for (let day = 0; day <= lastDay; day += 1) {
    const fee = lateFeeDue({ state, daysLate: day, alreadyChargedCents: total });
    if (fee > 0) charged.set(day, fee);
    total += fee;
  }
  return charged;
}

describe("the spec's late-fee schedule, kept as data", () => {
  it('is $25, $35 and $50 at 30, 60 and 90 days late, repossession beyond 90 days', () => {
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
  ])('when a payment is %i days late, then the schedule adds up to %i cents', (days, cents) => {
    expect(lateFeesCents(days)).toBe(cents);
  });
});

describe("Indiana's limit (IC 24-7-5-5), the governing law", () => {
  it('is in the table: 5 grace days, at most $8, once per payment', () => {
    expect(GOVERNING_STATE).toBe('IN');
    expect(STATE_LATE_FEE_LIMITS.IN).toMatchObject({ graceDays: 5, maxFeeCents: 800, oncePerPayment: true });
  });

  it.each([0, 1, 5])("when a payment is %i days late, then nothing is charged (within the law's grace days)", (days) => {
    expect(lateFeeDue({ state: 'IN', daysLate: days })).toBe(0);
  });

  it.each([6, 29])('when a payment is %i days late, then nothing is charged: the law would allow $8, the signed schedule charges nothing before 30 days', (days) => {
    expect(lateFeeDue({ state: 'IN', daysLate: days })).toBe(0);
  });

  it('when a payment is 30 days late, then one late fee of $8 is charged (the lower of $25 and the law\'s $8)', () => {
    expect(lateFeeDue({ state: 'IN', daysLate: 30 })).toBe(800);
    expect(firstLateFeeDay('IN')).toBe(30);
  });

  it.each([30, 60, 90, 365])('when a payment already charged $8 is %i days late, then nothing more is charged', (days) => {
    expect(lateFeeDue({ state: 'IN', daysLate: days, alreadyChargedCents: 800 })).toBe(0);
  });

  it('when a payment stays unpaid through 90 days, then it is charged $8 once, on day 30, and $8 in all', () => {
    expect([...chargeDaily('IN', 120)]).toEqual([[30, 800]]);
  });

  it('when the first check comes late (day 45), then the one fee is still $8, never the schedule', () => {
    expect(lateFeeDue({ state: 'IN', daysLate: 45 })).toBe(800);
    expect(lateFeeDue({ state: 'IN', daysLate: 90 })).toBe(800);
  });

  it('when more than the limit was charged already, then nothing is charged and nothing is owed back by this rule', () => {
    expect(lateFeeDue({ state: 'IN', daysLate: 60, alreadyChargedCents: 2500 })).toBe(0);
  });

  it('when a payment is made on time (0 days late or early), then no fee is charged', () => {
    expect(lateFeeDue({ state: 'IN', daysLate: 0 })).toBe(0);
    expect(lateFeeDue({ state: 'IN', daysLate: -3 })).toBe(0);
  });

  it('reads the state code in any case', () => {
    expect(lateFeeDue({ state: 'in', daysLate: 30 })).toBe(800);
  });

  it('is said in one sentence with the same figures', () => {
    expect(lateFeeSentence('IN')).toBe(
      'A payment still unpaid 30 days after its draft date is charged one late fee of $8.00, once, however long it stays unpaid; no late fee is charged on a payment made on time.',
    );
    expect(lateFeeScheduleNote('IN')).toContain('is capped by the governing law (Indiana Code 24-7-5-5)');
    expect(lateFeeScheduleNote('IN')).toContain('$25.00 when it is 30 days late, a further $35.00 at 60 days, a further $50.00 at 90 days ($110.00 in all for one payment)');
  });
});

describe('a state with no limit in the table', () => {
  it("when a payment stays unpaid, then the spec's schedule is charged: $25 at 30 days, $35 more at 60, $50 more at 90", () => {
    expect(STATE_LATE_FEE_LIMITS.OH).toBeUndefined();
    expect([...chargeDaily('OH', 120)]).toEqual([
      [30, 2500],
      [60, 3500],
      [90, 5000],
    ]);
  });

  it.each([
    [29, 0, 0],
    [30, 0, 2500],
    [59, 2500, 0],
    [75, 0, 6000],
    [90, 6000, 5000],
    [90, 11000, 0],
  ])('when a payment is %i days late with %i cents charged, then %i cents are due now', (days, already, due) => {
    expect(lateFeeDue({ state: 'OH', daysLate: days, alreadyChargedCents: already })).toBe(due);
  });

  it('is said in one sentence with the cumulative figures', () => {
    expect(lateFeeSentence('OH')).toBe(
      'A payment not made by its draft date is charged late fees that add up: $25.00 when it is 30 days late, a further $35.00 at 60 days, a further $50.00 at 90 days ($110.00 in all for one payment); no late fee is charged on a payment made on time.',
    );
    expect(lateFeeScheduleNote('OH')).toContain('applies as it is');
  });
});

describe('bad input', () => {
  it.each([
    [{ state: 'IN', daysLate: 6.5 }],
    [{ state: 'IN', daysLate: Number.NaN }],
    [{ state: 'IN', daysLate: 6, alreadyChargedCents: -1 }],
    [{ state: 'IN', daysLate: 6, alreadyChargedCents: 0.5 }],
  ])('when asked %j, then it throws a RangeError', (question) => {
    expect(() => lateFeeDue(question)).toThrow(RangeError);
  });
});
