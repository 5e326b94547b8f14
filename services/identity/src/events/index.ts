/**
 * `@rto/identity/events`: the events identity publishes (type + zod schema), and nothing else. Other services
 * import these to consume them, never identity's implementation.
 */
export {
  loginAttackDetected,
  passwordResetRequested,
  userDeleted,
  userRegistered,
  userSessionsEnded,
  userUpdated,
  userVerificationRequested,
  userVerified,
} from './published';
