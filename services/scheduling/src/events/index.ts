/**
 * `@rto/scheduling/events`: the events scheduling publishes (type + zod schema), and nothing else. Other services
 * import these to consume them, never scheduling's implementation.
 */
export { bookingFacts, deliveryBooked, deliveryReleased } from './published';
