import type { PasswordReset } from '../../api';
import { requiredInOrder } from '../../lib/validation';

export const RESET_MESSAGES = {
  failure: 'Error while resetting password, please try again',
  /** Used only if the server answers without a message of its own. */
  requested: 'Check your email for a link to choose your new password.',
  confirmFailure: 'Error while setting your new password, please try again',
  confirmed: 'Your password has been changed. Please log in with your new password.',
  passwordsDiffer: 'The two passwords do not match',
} as const;

/** Spec 5, in this order; nothing else is checked. */
export const RESET_RULES = requiredInOrder<PasswordReset>({
  email: 'Please enter your email',
  newPassword: 'Please enter your new password',
});

/** The form behind the e-mailed link: the new password, typed twice. */
export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_RULES = requiredInOrder<NewPasswordForm>({
  newPassword: 'Please enter your new password',
  confirmPassword: 'Please confirm your new password',
});
