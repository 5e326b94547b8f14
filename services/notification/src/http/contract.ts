import { defineContract, emailAddress, requiredText } from '@rto/kit';
import { z } from 'zod';
import { MAX_ISSUE_LENGTH, MAX_NAME_LENGTH } from '../domain/support';

/**
 * notification's public API: paths, fields and messages are the spec's (sections 2.9, 5, 7). Handlers parse with
 * these schemas and the gateway's OpenAPI document is built from them, so the two cannot drift apart.
 * The admin feed (GET /getNotifications, PATCH /markNotificationsRead) joins this contract when it is built.
 */
export const notificationContract = defineContract({
  contactSupport: {
    method: 'post',
    path: '/contactSupport',
    access: 'none',
    tag: 'Support',
    summary: 'Send a message to customer support; the sender gets an acknowledgement by e-mail',
    status: 201,
    // Field order is the order of the checks: the first failing one is the message.
    body: z.object({
      name: requiredText('name', 'Please enter your name', MAX_NAME_LENGTH),
      // One plain address (no display name, no brackets), checked in linear time after a length check.
      email: emailAddress('Please enter your email', 'Please enter a valid email'),
      issue: requiredText('issue', 'Please describe your issue', MAX_ISSUE_LENGTH),
    }),
    response: z.object({ message: z.string() }),
  },
});
