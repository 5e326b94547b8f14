/**
 * The cost to own a rented item, disclosed on every product card, in the agreement and in the account (rent-to-own
 * laws ask for it). Pure arithmetic, so that the SPA and the services read the same rule.
 *
 * - Owned after PAYMENTS_TO_OWN (24) monthly payments: the total cost to own is the monthly price x 24.
 * - The cash price (the retail-equivalent price disclosed) is the monthly price x CASH_PRICE_MONTHS (12).
 * - The early purchase payoff today is EARLY_PAYOFF_SHARE (50%) of the payments still to make; 0 once owned.
 * Money is in dollars, rounded to cents; the sums are made in whole cents so that no float error shows.
 */
import { centsToDollars, dollarsToCents } from './money';

export const PAYMENTS_TO_OWN = 24;
export const CASH_PRICE_MONTHS = 12;
export const EARLY_PAYOFF_SHARE = 0.5;

export interface Ownership {
  cashPrice: number;
  paymentsToOwn: number;
  totalCostToOwn: number;
  paymentsMade: number;
  remainingPayments: number;
  earlyPayoff: number;
  /** 0-100, whole percent, rounded down: 100 only when owned. */
  percentOwned: number;
  owned: boolean;
}

export function ownershipOf(monthlyPrice: number, paymentsMade = 0): Ownership {
  if (!Number.isFinite(monthlyPrice) || monthlyPrice < 0) {
    throw new RangeError(`The monthly price must be a finite amount of 0 or more, not ${monthlyPrice}`);
  }
  if (!Number.isInteger(paymentsMade) || paymentsMade < 0) {
    throw new RangeError(`The payments made must be a whole number of 0 or more, not ${paymentsMade}`);
  }
  const monthlyCents = dollarsToCents(monthlyPrice);
  const remainingPayments = Math.max(0, PAYMENTS_TO_OWN - paymentsMade);
  return {
    cashPrice: centsToDollars(monthlyCents * CASH_PRICE_MONTHS),
    paymentsToOwn: PAYMENTS_TO_OWN,
    totalCostToOwn: centsToDollars(monthlyCents * PAYMENTS_TO_OWN),
    paymentsMade,
    remainingPayments,
    earlyPayoff: centsToDollars(monthlyCents * remainingPayments * EARLY_PAYOFF_SHARE),
    percentOwned: Math.min(100, Math.floor((paymentsMade * 100) / PAYMENTS_TO_OWN)),
    owned: remainingPayments === 0,
  };
}
