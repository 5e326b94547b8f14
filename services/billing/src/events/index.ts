/**
 * `@rto/billing/events`: the events billing publishes (type + zod schema), and nothing else. Other services import
 * these to consume them, never billing's implementation.
 */
export { billingPaused, billingResumed, billingStored, invoicePaid, paymentFailed } from './published';
