/**
 * `@rto/cart/events`: the events cart publishes (type + zod schema), and nothing else. Other services import
 * these to consume them, never cart's implementation. (What cart consumes is not here: see consumed.ts.)
 */
export { cartUpdated } from './published';
