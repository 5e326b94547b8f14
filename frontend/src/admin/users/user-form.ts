import type { User, UserUpdate } from '../../api';

export interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional leading plus, then digits, spaces, hyphens and parentheses (spec 5). */
const PHONE = /^\+?[\d\s\-()]+$/;

/** The Edit User rules of spec 5, each field's message; empty when the form may be saved. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email';
  const mobile = values.mobile.trim();
  if (mobile !== '' && !PHONE.test(mobile)) errors.mobile = 'Please enter a valid phone number';
  return errors;
}

export function formValuesOf(user: Pick<User, 'name' | 'email' | 'mobile'>): UserFormValues {
  return { name: user.name, email: user.email, mobile: user.mobile ?? '' };
}

export function updateOf(values: UserFormValues): UserUpdate {
  return { name: values.name.trim(), email: values.email.trim(), mobile: values.mobile.trim() };
}
