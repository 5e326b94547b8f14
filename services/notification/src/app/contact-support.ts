import type { Clock, RateLimiter } from '@rto/kit';
import { referenceOf } from '../domain/reference';
import { MESSAGE_SENT } from '../domain/support';
import type { SupportMessageRepository } from '../store/support-message.repository';

export interface ContactSupportDeps {
  messages: SupportMessageRepository;
  limiter: RateLimiter;
  /** Support messages one e-mail address may send per window. */
  requestsPerAccount: number;
  limitWindowSeconds: number;
  /** The acknowledgement's promise, e.g. 'one business day'. */
  answerWithin: string;
  clock: Clock;
}

/**
 * Contact support: stored with its event; the acknowledgement e-mail is sent by the event's consumer. The answer
 * gives the same reference as that e-mail, so the sender has it on screen at once.
 */
export function createContactSupport({ messages, limiter, requestsPerAccount, limitWindowSeconds, answerWithin, clock }: ContactSupportDeps) {
  return async (request: { name: string; email: string; issue: string }) => {
    // Per address as well as the gateway's per client address: nobody floods one inbox with acknowledgements.
    await limiter.hit({ name: 'support:account', limit: requestsPerAccount, windowSeconds: limitWindowSeconds }, request.email);
    const stored = await messages.create(request, clock.now());
    return { message: MESSAGE_SENT, reference: referenceOf(stored.id), answerWithin };
  };
}

export type ContactSupport = ReturnType<typeof createContactSupport>;
