import { randomUUID } from 'node:crypto';
import { createSweeper, type Clock, type Logger, type Mailer } from '@rto/kit';
import { nextStepAfter, sendFailureOf } from '../domain/bulk-delivery';
import { bulkMailOf } from '../domain/bulk-message';
import { mobileOf, smsTextOf } from '../domain/sms';
import type { SmsSender } from '../adapters/sms';
import type { BulkMessageRecord, BulkMessageRepository } from '../store/bulk-message.repository';
import type { CustomerRecipient, CustomerRepository } from '../store/customer.repository';

/** How long one sender holds a message; renewed while it sends, so only a sender that died lets it go. */
const LEASE_MS = 60_000;
/** Messages taken per sweep round. */
const BATCH = 20;

export interface BulkMessageDeliveryDeps {
  messages: BulkMessageRepository;
  customers: CustomerRepository;
  mailer: Mailer;
  /** Texts (Send Bulk SMS): a provider's SDK, or kept here when none is configured. */
  sms: SmsSender;
  logger: Logger;
  clock: Clock;
  sweepIntervalMs: number;
  /** The first wait before a customer whose e-mail failed for a while is tried again. */
  retryAfterMs: number;
}

/**
 * Sends the admin's bulk messages from their stored state: every instance sweeps the messages that are due, one
 * lease at a time per message, so a scheduled message goes out after a restart, and a send a crash cut short goes
 * on with the customers not mailed yet. Each customer's e-mail carries a Message-ID made of the message and the
 * customer, so a resend after a crash between the e-mail and its count is recognisably the same e-mail. Each
 * customer's outcome is recorded apart (sent, skipped, waiting for verification, failed with its reason): one
 * address the mail server refuses never stops the others, and one that fails for a while is tried a bounded number
 * of times (domain/bulk-delivery.ts), so every message ends `sent`.
 */
export function createBulkMessageDelivery(deps: BulkMessageDeliveryDeps) {
  const { messages, customers, mailer, sms, logger, clock, sweepIntervalMs, retryAfterMs } = deps;
  const nowMs = () => clock.now().getTime();
  const owner = randomUUID();

  /** Where the message goes for this customer: their address, or their mobile for a text (null: none to text). */
  const destinationOf = (message: BulkMessageRecord, contact: CustomerRecipient): string | null => (message.channel === 'sms' ? mobileOf(contact.mobile) : contact.email);

  /** Sends one customer their copy (the same key each time, so a resend is recognisably the same); true if only kept. */
  async function reach(message: BulkMessageRecord, userId: string, contact: CustomerRecipient, to: string): Promise<boolean> {
    const key = `bulk.${message.id}.${userId}`;
    if (message.channel === 'sms') return (await sms.send({ to, text: smsTextOf(message), key, userId })).kept;
    await mailer.send({ to, idempotencyKey: key, ...bulkMailOf(message, contact.name) });
    return false;
  }

  async function send(message: BulkMessageRecord): Promise<void> {
    let pending = message.pending;
    if (!message.audienceFixed) {
      pending = await customers.reachableIds();
      if (!(await messages.startSending(message.id, owner, pending))) return;
    } else if (message.status === 'scheduled') {
      await messages.startSending(message.id, owner, null);
    }
    let renewAt = nowMs() + LEASE_MS / 3;
    // The soonest a customer whose e-mail may yet go is to be tried again; null: nobody to try again.
    let retryInMs: number | null = null;
    for (const userId of pending) {
      if (sweeper.stopped) return;
      if (nowMs() >= renewAt) {
        if (!(await messages.renew(message.id, owner, new Date(nowMs() + LEASE_MS)))) return;
        renewAt = nowMs() + LEASE_MS / 3;
      }
      const contact = await customers.contactOf(userId);
      if (contact === null || contact === 'deleted') {
        await messages.done(message.id, userId, 'skipped');
        continue;
      }
      // An address nobody proved gets only its verification link: an announcement is of its moment, so it is left
      // out (counted as waiting for verification) rather than held and sent stale weeks later. A text goes to the
      // mobile, which that proof says nothing about.
      if (!contact.verified && message.channel === 'email') {
        await messages.done(message.id, userId, 'unverified');
        continue;
      }
      const to = destinationOf(message, contact);
      if (to === null) {
        await messages.done(message.id, userId, 'noMobile');
        continue;
      }
      let kept: boolean;
      try {
        kept = await reach(message, userId, contact, to);
      } catch (error) {
        // One customer's failure is theirs: recorded, and the others still get the message.
        const failure = sendFailureOf(error);
        const next = nextStepAfter(failure, failure.kind === 'refused' ? 1 : await messages.attemptFailed(message.id, userId), retryAfterMs);
        logger.warn({ bulkMessageId: message.id, userId, channel: message.channel, failure: failure.kind, reason: failure.reason }, next.failed ? 'bulk message failed' : 'bulk message failed; will try again');
        if (next.failed) {
          await messages.failed(message.id, { userId, email: to, reason: next.reason, at: clock.now() });
          continue;
        }
        retryInMs = Math.min(retryInMs ?? next.retryInMs, next.retryInMs);
        // No answer from the mail server is most likely everyone's problem: wait rather than fail each in turn.
        if (failure.kind === 'unreachable') break;
        continue;
      }
      await messages.done(message.id, userId, 'sent', kept);
    }
    if (retryInMs !== null) {
      await messages.holdUntil(message.id, owner, new Date(nowMs() + retryInMs));
      return;
    }
    await messages.finish(message.id, owner, clock.now());
    logger.info({ bulkMessageId: message.id }, 'bulk message sent');
  }

  async function take(id: string): Promise<void> {
    const message = await messages.lease(id, owner, clock.now(), LEASE_MS);
    if (!message) return;
    try {
      await send(message);
    } catch (error) {
      // The mail server or the database away: the message waits for the next sweep, the customers mailed stay done.
      logger.warn({ bulkMessageId: id, err: error }, 'bulk message not sent yet; will try again');
    } finally {
      await messages.letGo(id, owner).catch(() => undefined);
    }
  }

  // `kick` sends a message due now at once (the admin's request does not wait for the e-mails). What is due is read
  // by the service's clock, as everything else here.
  const sweeper = createSweeper({ name: 'bulk message', intervalMs: sweepIntervalMs, logger, due: () => messages.dueIds(clock.now(), BATCH), work: take });
  return sweeper;
}

export type BulkMessageDelivery = ReturnType<typeof createBulkMessageDelivery>;
