import { DomainError, startOfStoreDate, type Logger } from '@rto/kit';
import { STORE_TIME_ZONE } from '@rto/rules';
import Stripe from 'stripe';
import {
  SEND_INVOICE_DAYS_UNTIL_DUE,
  paymentRefused,
  providerUnavailable,
  type PaymentProvider,
  type ProviderSubscriptionStatus,
  type SubscriptionStarted,
} from '../domain/payment-provider';

/** The product every subscription's price belongs to: made once, under an id of ours, so any instance finds it. */
const RENTAL_PRODUCT = { id: 'rto_monthly_rental', name: 'Monthly appliance rental' };

export interface StripeSettings {
  secretKey: string;
  /** Where the SDK sends its calls (stripe-mock in tests); unset: Stripe's API. */
  apiBase?: string | undefined;
  timeoutMs: number;
}

/** The SDK's client, pointed at `apiBase` when given (host, port and protocol). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: 2,
    appInfo: { name: 'rto-billing' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * What a failed SDK call means for the customer: a card Stripe refused is theirs to fix (402, `payment_error`, Stripe's
 * own message); a payment method Stripe does not know is bad input (400); anything else (down, slow, our key refused)
 * is the provider being unavailable (503), logged.
 */
function translate(error: unknown, logger: Logger, what: string): DomainError {
  if (error instanceof DomainError) return error;
  const failure = error as { type?: string; code?: string; decline_code?: string; message?: string; param?: string };
  if (failure.type === 'StripeCardError') return paymentRefused(failure.message ?? 'Your card was declined.', failure.decline_code ?? failure.code);
  if (failure.type === 'StripeInvalidRequestError' && failure.code === 'resource_missing' && failure.param === 'payment_method') {
    return new DomainError('invalid', 'No such payment method: please enter your card again');
  }
  logger.error({ err: error, call: what }, 'a call to Stripe failed');
  return providerUnavailable();
}

/**
 * Where Stripe anchors the monthly cycle so that it drafts on the draft day of the store's calendar. Stripe anchors at
 * the next `day_of_month` at `hour:minute:second` UTC, by default the creation's time of day: an order placed at 20:30
 * in Indianapolis (01:30 UTC) would be drafted at 20:30 the evening before, every month. The time is the earliest UTC
 * time of day at which the store is on that same date both in winter and in summer: west of UTC the store's midnight
 * in its standard time (05:00 UTC in Indianapolis: 00:00 EST, 01:00 EDT), east of it 00:00 UTC. Early in the day,
 * not noon: an order placed on its draft day is then past it already, so it is first drafted a month later, as the
 * store's schedule says (`nextDraftDate` of @rto/rules); only one placed in the summer's first hour of it is not.
 * It depends on the year only, so a retry under the subscription's idempotency key sends the same parameters.
 */
function draftDayAnchor(draftDay: number, timeZone: string, now: Date): Stripe.SubscriptionCreateParams.BillingCycleAnchorConfig {
  const year = now.getUTCFullYear();
  const minutesIntoUtcDay = (date: string) => (startOfStoreDate(date, timeZone).getTime() - Date.parse(`${date}T00:00:00Z`)) / 60_000;
  const minutes = Math.max(0, minutesIntoUtcDay(`${year}-01-15`), minutesIntoUtcDay(`${year}-07-15`));
  return { day_of_month: draftDay, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 };
}

/**
 * The payment provider backed by Stripe (docs/architecture.md). `timeZone`: the store's (DELIVERY_TIME_ZONE), whose
 * calendar the draft day is a day of.
 */
export function createStripeProvider(stripe: Stripe, logger: Logger, timeZone: string = STORE_TIME_ZONE): PaymentProvider {
  let product: Promise<string> | undefined;

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw translate(error, logger, what);
    }
  }

  /** The rental product's id: read, or made on first use (a second instance making it too finds it there). */
  function rentalProduct(): Promise<string> {
    product ??= (async () => {
      try {
        return (await stripe.products.retrieve(RENTAL_PRODUCT.id)).id;
      } catch (error) {
        if ((error as { code?: string }).code !== 'resource_missing') throw error;
      }
      try {
        return (await stripe.products.create(RENTAL_PRODUCT)).id;
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_already_exists') return RENTAL_PRODUCT.id;
        throw error;
      }
    })().catch((error: unknown) => {
      product = undefined;
      throw error;
    });
    return product;
  }

  /** The user's Stripe customer: `customerId`, or one made now. */
  async function customerOf(userId: string, customerId: string | null): Promise<string> {
    // Always the same parameters under the same key: a retry after a crash finds the customer made the first time.
    return customerId ?? (await stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer-${userId}` })).id;
  }

  return {
    kind: 'stripe',

    async createSetupIntent({ userId, customerId }) {
      return call('make a SetupIntent', async () => {
        const customer = await customerOf(userId, customerId);
        // off_session: the card is saved to be drafted monthly without the customer present.
        const intent = await stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { userId } });
        if (!intent.client_secret) throw new Error('Stripe made a SetupIntent without a client secret');
        return { setupIntentId: intent.id, clientSecret: intent.client_secret, customerId: customer };
      });
    },

    async setUpPaymentMethod({ userId, customerId, paymentMethodId, customerName, postalCode, makeDefault = true }) {
      return call('set up a payment method', async () => {
        const customer = await customerOf(userId, customerId);
        const method = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
        // Confirmed through a SetupIntent, the card is this customer's already: attaching it again would fail.
        if (owner !== null && owner !== customer) throw new DomainError('invalid', 'No such payment method: please enter your card again');
        const attached = owner === customer ? method : await stripe.paymentMethods.attach(paymentMethodId, { customer });
        // A card paying once (Pay Now's, not saved) is attached only: the default card stays the customer's.
        if (makeDefault) {
          await stripe.customers.update(customer, {
            ...(customerName ? { name: customerName } : {}),
            address: { postal_code: postalCode, country: 'US' },
            invoice_settings: { default_payment_method: attached.id },
          });
        }
        const card = attached.card;
        if (!card) throw new DomainError('invalid', 'This payment method is not a card: please enter a card');
        return { customerId: customer, paymentMethodId: attached.id, card: { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } };
      });
    },

    async startSubscription({ userId, customerId, orderId, monthlyTotalCents, todayChargeCents, draftDay, now }): Promise<SubscriptionStarted> {
      return call('start a subscription', async () => {
        const productId = await rentalProduct();
        const price = { currency: 'usd', product: productId, unit_amount: monthlyTotalCents };
        // Today's payment is the order's charge (the first month and the delivery fee, as the order priced it), a one-off
        // on the first invoice; the cycle then drafts the monthly total on the draft day, with nothing prorated in between.
        // A first payment the card refuses fails the call.
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price_data: { ...price, recurring: { interval: 'month' } } }],
            add_invoice_items: [{ price_data: { currency: 'usd', product: productId, unit_amount: todayChargeCents } }],
            billing_cycle_anchor_config: draftDayAnchor(draftDay, timeZone, now),
            proration_behavior: 'none',
            payment_behavior: 'error_if_incomplete',
            metadata: { orderId, userId },
          },
          { idempotencyKey: `subscription-${orderId}` },
        );
        return { subscriptionId: subscription.id, status: subscription.status as ProviderSubscriptionStatus };
      });
    },

    async cancelSubscription(subscriptionId) {
      await call('cancel a subscription', async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId);
        } catch (error) {
          // Cancelled before (a retried call): nothing left to do.
          if ((error as { code?: string }).code !== 'resource_missing') throw error;
        }
      });
    },

    async pauseCollection(subscriptionId) {
      // void: the invoices of the paused months are never collected.
      await call('pause collection', () => stripe.subscriptions.update(subscriptionId, { pause_collection: { behavior: 'void' } }));
    },

    async payInvoice({ userId, customerId, invoiceId, amountCents, paymentMethodId, ownInvoice, idempotencyKey }) {
      // Our key, not the SDK's per-call one: a retry after a timeout or a crash is answered as the first call was.
      if (!ownInvoice) {
        await call('pay an invoice', () => stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId }, { idempotencyKey }));
        return;
      }
      // Billing's own invoice (a late fee, a payoff) is nothing Stripe drafted: charged off session with the saved card.
      await call('charge an invoice of ours', () =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: { userId, invoiceId },
          },
          { idempotencyKey },
        ),
      );
    },

    async detachPaymentMethod(paymentMethodId) {
      await call('detach a payment method', async () => {
        try {
          await stripe.paymentMethods.detach(paymentMethodId);
        } catch (error) {
          // Detached before (a retried call), or gone: nothing left to do.
          const code = (error as { code?: string }).code;
          if (code !== 'resource_missing' && code !== 'payment_method_unexpected_state') throw error;
        }
      });
    },

    async setCollection(subscriptionId, collection, paymentMethodId) {
      await call('change how a subscription collects', () =>
        stripe.subscriptions.update(
          subscriptionId,
          collection === 'send_invoice'
            ? { collection_method: 'send_invoice', days_until_due: SEND_INVOICE_DAYS_UNTIL_DUE }
            : { collection_method: 'charge_automatically', ...(paymentMethodId ? { default_payment_method: paymentMethodId } : {}) },
        ),
      );
    },

    async resumeCollection(subscriptionId) {
      await call('resume collection', () => stripe.subscriptions.update(subscriptionId, { pause_collection: '' }));
    },

    async deleteCustomer(customerId) {
      await call('delete a customer', async () => {
        try {
          // Stripe detaches the customer's payment methods and cancels their subscriptions with it.
          await stripe.customers.del(customerId);
        } catch (error) {
          // Deleted before (the same deletion told twice): nothing left to do.
          if ((error as { code?: string }).code !== 'resource_missing') throw error;
        }
      });
    },
  };
}
