export { centsToDollars, dollarsToCents, formatCents, sumDollars } from './money';
export { cartFigures, DELIVERY_FEE_CENTS, deliveryFeeCents, isTv, linePriceCents, monthlyTotalCents, todayChargeCents, type CartFigures } from './pricing';
export { CASH_PRICE_MONTHS, EARLY_PAYOFF_SHARE, orderPayoffCents, ownershipOf, PAYMENTS_TO_OWN, type Ownership } from './ownership';
export { percentChange } from './figures';
export { DRAFT_DAYS, isDraftDay, nextDraftDate, STORE_TIME_ZONE } from './draft-day';
export { isRentable, RENTABLE_STOCK_STATUSES } from './stock';
export {
  cappedSchedule,
  GOVERNING_STATE,
  LATE_FEES,
  lateFeeDue,
  lateFeeLimitOf,
  firstLateFeeDay,
  lateFeesAllowedCents,
  lateFeesCents,
  REPOSSESSION_AFTER_DAYS,
  singleLateFeeCents,
  STATE_LATE_FEE_LIMITS,
  type LateFee,
  type LateFeeQuestion,
  type StateLateFeeLimit,
} from './late-fees';
export { lateFeeScheduleNote, lateFeeSentence } from './late-fee-wording';
export { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from './pauses';
export { addMonths, monthsLeftToDraft, ownershipDate } from './ownership-date';
