import type { Registration } from '../api';
import { firstMissing, requiredInOrder } from '../lib/validation';

export type AuthMode = 'signup' | 'login';

export const AUTH_MESSAGES = {
  failure: 'Error while authenticating please try again',
} as const;

/** Spec 5, checked in this order; only emptiness is checked. Name and mobile are asked on Sign Up only. */
const SIGN_UP_RULES = requiredInOrder<Registration>({
  name: 'Please enter your name',
  email: 'Please enter your email',
  mobile: 'Please enter your mobile number',
  password: 'Please enter your password',
});

const LOG_IN_RULES = SIGN_UP_RULES.filter((rule) => rule.field === 'email' || rule.field === 'password');

export function validateAuthForm(mode: AuthMode, values: Registration): string | null {
  return firstMissing(values, mode === 'signup' ? SIGN_UP_RULES : LOG_IN_RULES);
}

/** `/?login` (any value but 'false') opens the screen on Log In; Sign Up is the default. */
export function modeFromQuery(searchParams: URLSearchParams): AuthMode {
  const login = searchParams.get('login');
  return login !== null && login !== 'false' ? 'login' : 'signup';
}
