/**
 * What the Danger Zone says of the customer's own Pause Billing (issue 22, item 4): its limits as the server tells
 * them (GET /getBillingDetails' pause), when a pause in force ends by itself, and when one can be used again. No
 * React and no network.
 */
import { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from '@rto/rules';
import type { BillingDetails } from '../api';
import { formatDay } from './account-rules';

export type PauseInfo = NonNullable<BillingDetails['billing']>['pause'];

const monthsText = (months: number) => (months === 1 ? 'month' : `${months} months`);

/** The limits of a pause: the server's figures, or (not loaded) the ones the rental agreement states. */
function limitsOf(info: PauseInfo | null): { maxDays: number; everyMonths: number } {
  return { maxDays: info?.maxDays ?? PAUSE_MAX_DAYS, everyMonths: info?.everyMonths ?? PAUSE_EVERY_MONTHS };
}

/** The text before pausing: what a pause does, its limits, and when it would end if started now. */
export function pauseOffer(info: PauseInfo | null, now: Date): string {
  const { maxDays, everyMonths } = limitsOf(info);
  const endsOn = formatDay(new Date(now.getTime() + maxDays * 86_400_000).toISOString());
  return (
    `Pausing billing defers the monthly payments of your active orders for up to ${maxDays} days: paused today, it ends by itself on ${endsOn}. ` +
    `It can be used once every ${monthsText(everyMonths)}. An order with a payment due is not paused: please pay it first. ` +
    'The days paused move your rental term and ownership date out by as many days. This can be undone: Unpause Billing starts the payments again from your next draft day.'
  );
}

/** When a pause can be used again, if not now. */
export function pauseAgain(info: PauseInfo | null): string | null {
  return info?.nextPauseFrom ? `You paused billing recently: you can pause it again on ${formatDay(info.nextPauseFrom)}.` : null;
}

/**
 * The text while paused: what a pause does and its limits (beside Unpause Billing, nothing reads as final), and when
 * the customer's pause ends by itself, or nothing of an end when the store paused it.
 */
export function pauseInForce(info: PauseInfo | null): string {
  const { maxDays, everyMonths } = limitsOf(info);
  const ends = info?.endsAt ? ` It ends by itself on ${formatDay(info.endsAt)}, and your payments start again from the next draft day after it.` : '';
  return (
    `Billing is paused: no monthly payment is drafted for your paused orders, and your rental term and ownership date move out by the days paused. ` +
    `A pause you start lasts up to ${maxDays} days and can be used once every ${monthsText(everyMonths)}.${ends} ` +
    'You can undo this at any time; once you unpause, drafting starts again from your next draft day.'
  );
}
