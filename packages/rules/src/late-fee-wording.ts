/**
 * The late fee in words, built from the same data as lateFeeDue, so that the agreement and My Account say exactly
 * what will be charged.
 */
import { formatCents } from './money';
import { cappedSchedule, firstLateFeeDay, LATE_FEES, lateFeeLimitOf, singleLateFeeCents, type LateFee } from './late-fees';

function cumulative(fees: readonly LateFee[]): string {
  const [first, ...later] = fees;
  if (!first) return '';
  const rest = later.map((fee) => `, a further ${formatCents(fee.feeCents)} at ${fee.daysLate} days`).join('');
  const total = fees.reduce((sum, fee) => sum + fee.feeCents, 0);
  return `${formatCents(first.feeCents)} when it is ${first.daysLate} days late${rest} (${formatCents(total)} in all for one payment)`;
}

/** One sentence: the late fee really charged on a payment in the given state. */
export function lateFeeSentence(state: string): string {
  const limit = lateFeeLimitOf(state);
  if (!limit) {
    return `A payment not made by its draft date is charged late fees that add up: ${cumulative(LATE_FEES)}; no late fee is charged on a payment made on time.`;
  }
  if (limit.oncePerPayment) {
    return `A payment still unpaid ${firstLateFeeDay(state)} days after its draft date is charged one late fee of ${formatCents(singleLateFeeCents(limit))}, once, however long it stays unpaid; no late fee is charged on a payment made on time.`;
  }
  return `A payment not made by its draft date is charged late fees that add up: ${cumulative(cappedSchedule(limit))}; no late fee is charged on a payment made on time.`;
}

/** The store's own schedule and the law that holds it down, for the agreement. */
export function lateFeeScheduleNote(state: string): string {
  const limit = lateFeeLimitOf(state);
  const schedule = `The Lessor's standard schedule of late fees, ${cumulative(LATE_FEES)},`;
  if (!limit) return `${schedule} applies as it is.`;
  return `${schedule} is capped by the governing law (${limit.law}): the Lessee is never charged more than that law allows, and only the late fee stated above is charged.`;
}

