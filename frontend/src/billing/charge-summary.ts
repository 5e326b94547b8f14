/**
 * What the customer is charged (issue 21, item 4), line by line, as the server priced the cart the order is placed
 * from: today the first month and the delivery fee, then the monthly amount from the first draft day on, and how it is
 * collected. Pure: the figures come from GET /getCartItems and are only formatted here, never figured again.
 */
import { nextDraftDate, formatCents, STORE_TIME_ZONE } from '@rto/rules';
import { formatLongDate } from '../lib/dates';
import { draftDayLabel } from './billing-rules';

/** The server's figures for the cart (GET /getCartItems), integer cents. */
export interface CheckoutFigures {
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  totalTodayCents: number;
}

export interface ChargeLines {
  firstMonth: string;
  /** 'Free' when there is no fee (two items or more). */
  deliveryFee: string;
  totalToday: string;
  monthly: string;
  /** 'Saturday, December 5, 2026': the first monthly draft after today's payment. */
  firstDraft: string;
  /** '5th of each month'. */
  draftDay: string;
}

export const CHARGE_MESSAGES = {
  loading: 'Loading the amounts of your order...',
  loadFailed: 'The amounts of your order could not be loaded. You can pay once they are shown.',
} as const;

/** The lines that do not depend on the amounts: the first draft's date and the draft day. */
export function draftLines(draftDay: number, now: Date): Pick<ChargeLines, 'firstDraft' | 'draftDay'> {
  return {
    // The store's calendar, as billing drafts: not the browser's.
    firstDraft: formatLongDate(nextDraftDate(now, draftDay, STORE_TIME_ZONE)),
    draftDay: draftDayLabel(draftDay),
  };
}

/**
 * How each month is collected, as billing does it: from the card when it is saved for recurring payments; otherwise
 * billing removes the card after today's payment and e-mails each month's invoice on the draft day, due that day, in
 * the words of that e-mail and of My Account.
 */
export function collectionLine(draftDay: number, saveCard: boolean): string {
  const day = draftDayLabel(draftDay);
  if (saveCard) return `Drafted on the ${day} from your card.`;
  return `Each month's invoice is e-mailed to you on the ${day}, to pay with Pay Now on My Account by its due date, that day.`;
}

export function chargeLines(figures: CheckoutFigures, draftDay: number, now: Date): ChargeLines {
  return {
    firstMonth: formatCents(figures.monthlyTotalCents),
    deliveryFee: figures.deliveryFeeCents > 0 ? formatCents(figures.deliveryFeeCents) : 'Free',
    totalToday: formatCents(figures.totalTodayCents),
    monthly: formatCents(figures.monthlyTotalCents),
    ...draftLines(draftDay, now),
  };
}
