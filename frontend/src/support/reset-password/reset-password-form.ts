import type { PasswordReset } from '../../api';
import { emailFormat, passwordLength, requiredInOrder, type FieldRule } from '../../lib/validation';

export const RESET_MESSAGES = {
  failure: 'Error while resetting password, please try again',
  /** Used only if the server answers without a message of its own. */
  requested: 'Check your email for a link to choose your new password.',
  confirmFailure: 'Error while setting your new password, please try again',
  confirmed: 'Your password has been changed. Please log in with your new password.',
  passwordsDiffer: 'The two passwords do not match',
} as const;

/** Spec 5, in this order; then the e-mail's form (the form has noValidate: it stands in for type="email"). */
export const RESET_RULES: readonly FieldRule<PasswordReset>[] = [
  ...requiredInOrder<PasswordReset>({
    email: 'Please enter your email',
    newPassword: 'Please enter your new password',
  }),
  emailFormat<PasswordReset>('email'),
];

/** The form behind the e-mailed link: the new password, typed twice. */
export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** Filled, identity's minimum length (said under the field before it is hit), and typed the same twice. */
export const NEW_PASSWORD_RULES: readonly FieldRule<NewPasswordForm>[] = [
  ...requiredInOrder<NewPasswordForm>({
    newPassword: 'Please enter your new password',
    confirmPassword: 'Please confirm your new password',
  }),
  passwordLength<NewPasswordForm>('newPassword'),
  { field: 'confirmPassword', message: RESET_MESSAGES.passwordsDiffer, passes: (value, values) => value === '' || value === values.newPassword, checkOnBlur: true },
];
