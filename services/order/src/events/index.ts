/**
 * `@rto/order/events`: the events order publishes (type + zod schema), and nothing else. Other services import
 * these to consume them, never order's implementation.
 */
export { orderActivated, orderCancelled, orderPaused, orderPlaced, orderResumed } from './published';
