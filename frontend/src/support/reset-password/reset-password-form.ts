import type { PasswordReset } from '../../api';
import { requiredInOrder } from '../../lib/validation';

export const RESET_MESSAGES = {
  failure: 'Error while resetting password, please try again',
  /** Used only if the server answers without a message of its own. */
  requested: 'Check your email for a link to confirm your new password.',
  confirmFailure: 'Error while confirming your new password, please try again',
  confirmed: 'Your new password is active. You can log in now.',
} as const;

/** Spec 5, in this order; nothing else is checked. */
export const RESET_RULES = requiredInOrder<PasswordReset>({
  email: 'Please enter your email',
  newPassword: 'Please enter your new password',
});
