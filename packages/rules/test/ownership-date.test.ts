import { nextDraftDate } from '../src/draft-day';
import { addMonths, monthsLeftToDraft, ownershipDate } from '../src/ownership-date';

const at = (iso: string) => new Date(iso);

describe('the ownership date', () => {
  it('when 24 payments start with a first payment on Jan 15 and the draft day is the 15th, then the last is drafted Dec 15 of the next year', () => {
    const next = nextDraftDate(at('2026-01-15T17:00:00Z'), 15, 'UTC');
    expect(next).toBe('2026-02-15');
    expect(ownershipDate(next, 1)).toBe('2027-12-15');
  });

  it("when a pause of 30 days defers the next draft, then the ownership date moves out by a month's draft", () => {
    // Paid Jan 15 and Feb 15; paused Feb 20 to Mar 22 (30 days): the March draft is skipped, April's is next.
    const unpaused = ownershipDate(nextDraftDate(at('2026-02-20T17:00:00Z'), 15, 'UTC'), 2);
    const paused = ownershipDate(nextDraftDate(at('2026-03-22T17:00:00Z'), 15, 'UTC'), 2);
    expect(unpaused).toBe('2027-12-15');
    expect(paused).toBe('2028-01-15');
  });

  it('when one payment is left, then it is the next draft date; none left, then null', () => {
    expect(ownershipDate('2026-06-03', 23)).toBe('2026-06-03');
    expect(ownershipDate('2026-06-03', 24)).toBeNull();
    expect(ownershipDate('2026-06-03', 30)).toBeNull();
  });

  it('when 23 months are paid and one failed, then nothing is left to draft: the failed month is paid, not a 25th drafted', () => {
    expect(monthsLeftToDraft(1)).toBe(23);
    expect(monthsLeftToDraft(23)).toBe(1);
    expect(monthsLeftToDraft(23 + 1)).toBe(0);
    expect(monthsLeftToDraft(25)).toBe(0);
    expect(() => monthsLeftToDraft(-1)).toThrow(RangeError);
    expect(() => monthsLeftToDraft(1.5)).toThrow(RangeError);
  });

  it('when months cross years, then the year follows', () => {
    expect(addMonths('2026-11-28', 2)).toBe('2027-01-28');
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('when the date or the count is not one, then it throws', () => {
    expect(() => addMonths('2026-01-31', 1)).toThrow(RangeError);
    expect(() => addMonths('15/01/2026', 1)).toThrow(RangeError);
    expect(() => ownershipDate('2026-01-15', -1)).toThrow(RangeError);
  });
});
