/**
 * `@rto/notification/events`: the events notification publishes (type + zod schema), and nothing else. Other
 * services import these to consume them, never notification's implementation. (What notification consumes is not
 * here: see consumed.ts.)
 */
export { supportRequested } from './published';
