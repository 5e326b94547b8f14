/**
 * `@rto/catalog/events`: the events catalog publishes (type + zod schema), and nothing else. Other services
 * import these to consume them, never catalog's implementation.
 */
export { productFacts, productUpdated } from './published';
