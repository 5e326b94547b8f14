export { centsToDollars, dollarsToCents, formatCents, sumDollars } from './money';
export { cartFigures, DELIVERY_FEE_CENTS, deliveryFeeCents, isTv, linePriceCents, monthlyTotalCents, todayChargeCents, type CartFigures } from './pricing';
export { CASH_PRICE_MONTHS, EARLY_PAYOFF_SHARE, ownershipOf, PAYMENTS_TO_OWN, type Ownership } from './ownership';
export { percentChange } from './figures';
export { DRAFT_DAYS, isDraftDay, nextDraftDate } from './draft-day';
export { isRentable, RENTABLE_STOCK_STATUSES } from './stock';
export { LATE_FEES, lateFeesCents, REPOSSESSION_AFTER_DAYS, type LateFee } from './late-fees';
