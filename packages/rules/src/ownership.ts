/**
 * The cost to own a rented item, disclosed on every product card, in the agreement and in the account (rent-to-own
 * laws ask for it). Pure arithmetic, so that the SPA and the services read the same rule.
 *
 * - Owned after PAYMENTS_TO_OWN (24) monthly payments: the total cost to own is the monthly price x 24.
 * - The cash price (the retail-equivalent price disclosed) is the monthly price x CASH_PRICE_MONTHS (12).
 * - The early purchase payoff today is EARLY_PAYOFF_SHARE (50%) of the payments still to make; 0 once owned.
 * Money is in dollars, rounded to cents; the sums are made in whole cents so that no float error shows.
 * `orderPayoffCents` is the one figure billing charges for an early payoff and the account shows before it.
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

function checkPaymentsMade(paymentsMade: number): void {
  if (!Number.isInteger(paymentsMade) || paymentsMade < 0) {
    throw new RangeError(`The payments made must be a whole number of 0 or more, not ${paymentsMade}`);
  }
}

/** The early payoff of one item in whole cents: the share of its payments still to make, rounded to the cent. */
function itemPayoffCents(monthlyCents: number, remainingPayments: number): number {
  return Math.round(monthlyCents * remainingPayments * EARLY_PAYOFF_SHARE);
}

/**
 * `owned`: the rental was completed (the last payment, or an early payoff paid): nothing is left to pay whatever the
 * count of payments says, and the meter is full.
 */
export function ownershipOf(monthlyPrice: number, paymentsMade = 0, owned = false): Ownership {
  if (!Number.isFinite(monthlyPrice) || monthlyPrice < 0) {
    throw new RangeError(`The monthly price must be a finite amount of 0 or more, not ${monthlyPrice}`);
  }
  checkPaymentsMade(paymentsMade);
  const monthlyCents = dollarsToCents(monthlyPrice);
  const remainingPayments = owned ? 0 : Math.max(0, PAYMENTS_TO_OWN - paymentsMade);
  return {
    cashPrice: centsToDollars(monthlyCents * CASH_PRICE_MONTHS),
    paymentsToOwn: PAYMENTS_TO_OWN,
    totalCostToOwn: centsToDollars(monthlyCents * PAYMENTS_TO_OWN),
    paymentsMade,
    remainingPayments,
    earlyPayoff: centsToDollars(itemPayoffCents(monthlyCents, remainingPayments)),
    percentOwned: remainingPayments === 0 ? 100 : Math.floor((paymentsMade * 100) / PAYMENTS_TO_OWN),
    owned: remainingPayments === 0,
  };
}

/**
 * The early purchase option of a whole order, in integer cents: for each item, EARLY_PAYOFF_SHARE of its payments
 * still to make (rounded to the cent per item, as each item's disclosure shows it), summed. 0 once owned. The items'
 * monthly prices are integer cents; `paymentsMade` counts the order's paid monthly payments (the first included).
 */
export function orderPayoffCents(monthlyPricesCents: readonly number[], paymentsMade: number): number {
  checkPaymentsMade(paymentsMade);
  const remainingPayments = Math.max(0, PAYMENTS_TO_OWN - paymentsMade);
  return monthlyPricesCents.reduce((total, monthlyCents) => {
    if (!Number.isInteger(monthlyCents) || monthlyCents < 0) throw new RangeError(`A monthly price must be whole cents of 0 or more, not ${monthlyCents}`);
    return total + itemPayoffCents(monthlyCents, remainingPayments);
  }, 0);
}
