import type { ContactMessage } from '../../api';
import type { RequiredRule } from '../../lib/validation';

export const CONTACT_MESSAGES = {
  success: 'Your message has been sent successfully!',
  failure: 'Error while sending message, please try again',
} as const;

/** Spec 5, in this order. */
export const CONTACT_RULES: readonly RequiredRule<ContactMessage>[] = [
  { field: 'name', message: 'Please enter your name' },
  { field: 'email', message: 'Please enter your email' },
  { field: 'issue', message: 'Please describe your issue' },
];
