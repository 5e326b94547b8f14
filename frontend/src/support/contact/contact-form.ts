import type { ContactMessage } from '../../api';
import { emailFormat, requiredInOrder, type FieldRule } from '../../lib/validation';

export const CONTACT_MESSAGES = {
  success: 'Your message has been sent successfully!',
  failure: 'Error while sending message, please try again',
} as const;

/**
 * Spec 5, in this order; then the e-mail's form, in the server's words (the form has noValidate, so this stands in
 * for the browser's check of type="email" and says it under the field).
 */
export const CONTACT_RULES: readonly FieldRule<ContactMessage>[] = [
  ...requiredInOrder<ContactMessage>({
    name: 'Please enter your name',
    email: 'Please enter your email',
    issue: 'Please describe your issue',
  }),
  emailFormat<ContactMessage>('email'),
];

/** 'We usually answer within one business day.'; the promise is support's setting, with its default as fallback. */
export function answerExpected(answerWithin: string | undefined): string {
  return `We usually answer within ${answerWithin?.trim() || 'one business day'}.`;
}
