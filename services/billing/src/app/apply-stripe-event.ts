import { DomainError, storeDateOf, type Clock, type Logger } from '@rto/kit';
import type Stripe from 'stripe';
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';
import type { WebhookEventRepository } from '../store/webhook-event.repository';

/** What billing reads of an event: checked at the edge like any input, only the fields it uses. */
const eventSchema = z.object({ id: z.string(), type: z.string(), created: z.number(), data: z.object({ object: z.unknown() }) });

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  created: z.number(),
  status_transitions: z.object({ paid_at: z.number().nullish() }).nullish(),
  // send_invoice: issued for the customer to pay (no card kept), due by due_date.
  collection_method: z.string().nullish(),
  due_date: z.number().nullish(),
  // Where the subscription is named: `parent.subscription_details` in current API versions, `subscription` before.
  parent: z.object({ subscription_details: z.object({ subscription: idOf.nullish(), metadata: z.record(z.string(), z.string()).nullish() }).nullish() }).nullish(),
  subscription: idOf.nullish(),
  subscription_details: z.object({ metadata: z.record(z.string(), z.string()).nullish() }).nullish(),
});

const subscriptionSchema = z.object({ id: z.string(), status: z.enum(SUBSCRIPTION_STATUSES) });

export interface StripeWebhookDeps {
  stripe: Stripe;
  secret: string;
  accounts: AccountRepository;
  subscriptions: SubscriptionRepository;
  invoices: InvoiceRepository;
  events: WebhookEventRepository;
  logger: Logger;
  clock: Clock;
  /** The store's time zone: an invoice sent to be paid is due on the store date of its due_date. */
  timeZone: string;
}

const secondsToDate = (seconds: number) => new Date(seconds * 1000);

/**
 * POST /webhooks/stripe: Stripe tells of what happened on its side (an invoice paid or failed, a subscription's
 * status), which stripe-mock and our own calls cannot show. The signature is checked over the raw body; each event
 * id is handled once (its effects are written once anyway: invoices by id, statuses by time).
 */
export function createStripeWebhook({ stripe, secret, accounts, subscriptions, invoices, events, logger, clock, timeZone }: StripeWebhookDeps) {
  async function recordInvoice(object: unknown, status: 'paid' | 'failed' | 'open'): Promise<void> {
    const invoice = invoiceSchema.parse(object);
    // Finalized to be charged: its payment tells the rest (invoice.paid or invoice.payment_failed).
    if (status === 'open' && invoice.collection_method !== 'send_invoice') return;
    const account = await accounts.findByCustomer(invoice.customer);
    if (!account) {
      logger.warn({ invoiceId: invoice.id }, 'an invoice of a customer billing does not know; ignored');
      return;
    }
    const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
    const subscription = subscriptionId ? await subscriptions.findBySubscriptionId(subscriptionId) : null;
    const metadata = invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {};
    const paidAt = invoice.status_transitions?.paid_at;
    await invoices.record({
      invoiceId: invoice.id,
      userId: account.userId,
      provider: 'stripe',
      subscriptionId,
      orderId: subscription?.orderId ?? metadata['orderId'] ?? null,
      period: null,
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status,
      issuedAt: secondsToDate(invoice.created),
      paidAt: status === 'paid' ? secondsToDate(paidAt ?? invoice.created) : null,
      failureMessage: status === 'failed' ? 'The payment of this invoice failed' : undefined,
      ...(status === 'open'
        ? { dueDate: storeDateOf(secondsToDate(invoice.due_date ?? invoice.created), timeZone), collectionMethod: 'send_invoice' as const }
        : {}),
    });
  }

  async function handle(event: z.infer<typeof eventSchema>): Promise<void> {
    switch (event.type) {
      case 'invoice.paid':
        return recordInvoice(event.data.object, 'paid');
      case 'invoice.payment_failed':
        return recordInvoice(event.data.object, 'failed');
      // An invoice sent to be paid (send-invoice collection): open, e-mailed by invoice.issued, late after its due date.
      case 'invoice.finalized':
        return recordInvoice(event.data.object, 'open');
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = subscriptionSchema.parse(event.data.object);
        await subscriptions.applyProviderStatus(subscription.id, subscription.status, secondsToDate(event.created));
        return;
      }
      default:
        // Stripe sends what the endpoint is subscribed to; anything else is acknowledged and left alone.
        return;
    }
  }

  return {
    async receive(rawBody: Buffer, signature: string): Promise<void> {
      let parsed: z.infer<typeof eventSchema>;
      try {
        parsed = eventSchema.parse(stripe.webhooks.constructEvent(rawBody, signature, secret));
      } catch (error) {
        logger.warn({ reason: (error as Error).message }, 'a Stripe webhook call was refused');
        throw new DomainError('invalid', 'Invalid Stripe webhook: the signature does not match the body');
      }
      if (await events.isHandled(parsed.id)) return;
      try {
        await handle(parsed);
      } catch (error) {
        if (error instanceof z.ZodError) {
          logger.error({ eventId: parsed.id, type: parsed.type, issue: error.issues[0] }, 'a Stripe event of an unexpected shape');
          throw new DomainError('invalid', `Stripe event ${parsed.id} has an unexpected shape`);
        }
        throw error;
      }
      await events.markHandled(parsed.id, parsed.type, clock.now());
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
