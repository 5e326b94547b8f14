import type { ContactMessage } from '../../api';
import { requiredInOrder } from '../../lib/validation';

export const CONTACT_MESSAGES = {
  success: 'Your message has been sent successfully!',
  failure: 'Error while sending message, please try again',
} as const;

/** Spec 5, in this order. */
export const CONTACT_RULES = requiredInOrder<ContactMessage>({
  name: 'Please enter your name',
  email: 'Please enter your email',
  issue: 'Please describe your issue',
});
