/**
 * The events cart consumes from other services, each from its owner's `/events` entry (identity's are imported
 * where they are handled).
 */
export { orderPlaced } from '@rto/order/events';
