import type { Registration } from '../api';
import { emailFormat, passwordLength, requiredInOrder, type FieldRule } from '../lib/validation';
import type { AuthMode } from './auth-form';

/** Spec 5, checked in this order; name and mobile are asked on Sign Up only. */
const REQUIRED = requiredInOrder<Registration>({
  name: 'Please enter your name',
  email: 'Please enter your email',
  mobile: 'Please enter your mobile number',
  password: 'Please enter your password',
});

/**
 * After the spec's emptiness checks, what the server would refuse anyway, in its words, said under the field first:
 * the e-mail's form (the form has noValidate, so this stands in for type="email") and, for a new account, the
 * password's minimum length. Log In checks no length: the password is the account's, whatever it is.
 */
const SIGN_UP_RULES: readonly FieldRule<Registration>[] = [...REQUIRED, emailFormat<Registration>('email'), passwordLength<Registration>('password')];
const LOG_IN_RULES: readonly FieldRule<Registration>[] = [...REQUIRED.filter((rule) => rule.field === 'email' || rule.field === 'password'), emailFormat<Registration>('email')];

export function authRules(mode: AuthMode): readonly FieldRule<Registration>[] {
  return mode === 'signup' ? SIGN_UP_RULES : LOG_IN_RULES;
}
