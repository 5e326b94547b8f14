/**
 * `@rto/contracts`: what services share about each other, and nothing else. Every event's type and schema (by its
 * owner), every internal route's contract (by its callee), the shapes several of them carry, and the closed lists
 * they are written in. A service imports another's events and routes from here, never from that service.
 */

export { choicesOf, orderPauseFacts, pricedLineFacts, type LineChoices } from './facts';
export {
  CATEGORIES,
  DATE_MESSAGE,
  EDITABLE_STOCK_STATUSES,
  FIRST_SLOT_START_HOUR,
  PLUG_TYPES,
  SLOT_LABELS,
  SLOT_MESSAGE,
  STOCK_STATUSES,
  TV_SIZES,
  labelOfHour,
} from './vocabulary';

// Events, by the service that owns (publishes) them.
export { billingPaused, billingResumed, billingStored, invoiceIssued, invoicePaid, paymentFailed, paymentReminder, rentalOwned } from './events/billing';
export { cartUpdated } from './events/cart';
export { productFacts, productUpdated, unitCounts } from './events/catalog';
export {
  loginAttackDetected,
  passwordResetRequested,
  userDeleted,
  userRegistered,
  userSessionsEnded,
  userUpdated,
  userVerificationRequested,
  userVerified,
} from './events/identity';
export { supportRequested } from './events/notification';
export { orderActivated, orderCancelled, orderDelivered, orderDeliveryMissed, orderPaused, orderPlaced, orderResumed, orderReturnBooked, orderReturned } from './events/order';
export { bookingFacts, deliveryBooked, deliveryReleased, isDeliveryFact } from './events/scheduling';
export { REPAIR_STATUSES, repairRequested, repairUpdated, type RepairStatus } from './events/order';

// Internal routes, by the service that serves them.
export { billingInternalContract, internalSubscription, invoiceKind } from './internal/billing';
export { cartInternalContract, internalCartLine } from './internal/cart';
export { MAX_PRODUCT_IDS, MAX_UNIT_LINES, askableProductIds, catalogInternalContract, internalProduct, productsByIds, type InternalProduct, type UnitLine } from './internal/catalog';
export { accountProfile, identityInternalContract } from './internal/identity';
export { MAX_MATCHING_USERS, MAX_SIGNUP_MONTHS, MAX_USER_IDS, identityAdminInternalContract } from './internal/identity-admin';
export { MAX_LIVE_ORDER_IDS, orderInternalContract } from './internal/order';
export { BOOKING_KINDS, internalBooking, schedulingInternalContract, VISIT_KINDS } from './internal/scheduling';
export { DEAD_LETTER_SERVICES, deadLetter, deadLetterInternalContract, deadLetterService, replayBounds, type DeadLetterService } from './internal/dead-letters';
export { addressProblems, deliveryAddress, formatAddress, stateCodeOf, stateName, US_STATE_CODES, zipBelongsToState, type AddressFields, type DeliveryAddress } from './us-address';
export { draftDaySchema } from './draft-day';
