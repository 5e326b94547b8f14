import { createHash, randomBytes } from 'node:crypto';
import { DomainError, systemClock, type Clock } from '@rto/kit';
import { FIRST_PERIOD } from '../domain/draft-schedule';
import { paymentRefused, providerUnavailable, type CardSummary, type InvoiceFacts, type PaymentProvider } from '../domain/payment-provider';
import type { SandboxChargeRecord, SandboxCharges } from '../domain/sandbox-charges';
import { setupIntentIdOf, type SandboxSetupIntents } from '../domain/setup-intents';
import { fullYear, readCardEntry, summaryOfTestId, testCardNamed, testCardOfPaymentMethodId, type CardEntry, type SandboxPaymentMethods, type TestCard } from '../domain/test-cards';

const SANDBOX_METHOD_PREFIX = 'pm_sandbox_';

/** The sandbox also makes payment methods from typed test cards (what Stripe.js does for Stripe) and drafts payments. */
export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** A payment method from a test card typed into the sandbox card form: 402 payment_error for what Stripe would refuse. */
  createPaymentMethod(userId: string, entry: CardEntry, postalCode: string | null, now: Date): Promise<{ id: string; card: CardSummary }>;
  /** Drafts one period of a subscription: the invoice, paid or failed as the card behaves. */
  draft(subscription: { subscriptionId: string; userId: string; paymentMethodId: string; monthlyTotalCents: number }, period: string, now: Date): Promise<InvoiceFacts>;
  /**
   * Confirms the caller's SetupIntent with a payment method, as Stripe.js's confirmCardSetup does: the card's
   * documented decline (402) leaves it to be confirmed again with another card; a card that passes makes it succeeded.
   */
  confirmSetupIntent(userId: string, clientSecret: string, paymentMethodId: string): Promise<{ setupIntentId: string; paymentMethodId: string }>;
}

/** A short stable key for ids made from ours (an order id may hold any character). */
const keyOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

/** Charges kept in memory, for a sandbox made without its store (unit tests): one instance remembers its keys. */
function chargesInMemory(): SandboxCharges {
  const byKey = new Map<string, SandboxChargeRecord>();
  return {
    findByKey: async (key) => byKey.get(key) ?? null,
    succeededFor: async (invoiceId) => [...byKey.values()].find((charge) => charge.invoiceId === invoiceId && charge.outcome === 'succeeded') ?? null,
    record: async (charge) => {
      if (!byKey.has(charge.idempotencyKey)) byKey.set(charge.idempotencyKey, charge);
      return byKey.get(charge.idempotencyKey)!;
    },
  };
}

/** What a kept charge answers: nothing when it succeeded, its decline (402) when the card refused. */
function answerOf(charge: SandboxChargeRecord): void {
  if (charge.outcome === 'declined') throw paymentRefused(charge.decline?.message ?? 'Your card was declined.', charge.decline?.declineCode);
}

export const sandboxInvoiceId = (subscriptionId: string, period: string) => `in_sandbox_${subscriptionId.replace(/^sub_sandbox_/, '')}_${period}`;

/**
 * The payment provider of `make dev` and the tests: Stripe's test mode without Stripe (docs/architecture.md). Documented
 * test payment method ids (`pm_card_visa`, ...) and the sandbox's own (`pm_sandbox_...`, made from typed test cards)
 * give their card, or their documented decline: on attaching (4000 0000 0000 0002, ...), or on every charge
 * (4000 0000 0000 0341). Its ids are derived from ours, so a repeated call gives the same customer or subscription.
 */
export function createSandboxProvider(
  methods: SandboxPaymentMethods,
  clock: Clock = systemClock,
  intents: SandboxSetupIntents | null = null,
  charges: SandboxCharges = chargesInMemory(),
): SandboxProvider {
  const unknown = (id: string) => new DomainError('invalid', `No such payment method: '${id}'. Please enter your card again`);
  const customerOf = (userId: string, customerId: string | null) => customerId ?? `cus_sandbox_${keyOf(userId)}`;
  const setupIntents = () => {
    if (!intents) throw providerUnavailable();
    return intents;
  };

  async function resolve(paymentMethodId: string, userId: string, now: Date): Promise<{ card: TestCard; summary: CardSummary }> {
    const documented = testCardOfPaymentMethodId(paymentMethodId);
    if (documented) return { card: documented, summary: summaryOfTestId(documented, now) };
    if (paymentMethodId.startsWith(SANDBOX_METHOD_PREFIX)) {
      const method = await methods.findById(paymentMethodId);
      const card = method ? testCardNamed(method.testCard) : undefined;
      // Like Stripe's, a payment method belongs to whoever made it: someone else's is as good as unknown.
      if (method && card && method.userId === userId) {
        return { card, summary: { brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear } };
      }
    }
    throw unknown(paymentMethodId);
  }

  const draft: SandboxProvider['draft'] = async (subscription, period, now) => {
    const { card } = await resolve(subscription.paymentMethodId, subscription.userId, now);
    const refusal = card.declineOnAttach ?? card.declineOnCharge;
    return {
      invoiceId: sandboxInvoiceId(subscription.subscriptionId, period),
      amountCents: subscription.monthlyTotalCents,
      currency: 'usd',
      status: refusal ? 'failed' : 'paid',
      issuedAt: now,
      ...(refusal ? { failureMessage: refusal.message } : {}),
    };
  };

  return {
    kind: 'sandbox',
    draft,

    async createPaymentMethod(userId, entry, postalCode, now) {
      const read = readCardEntry(entry, now);
      if ('problem' in read) throw paymentRefused(read.problem.message, read.problem.code);
      const summary: CardSummary = { brand: read.card.brand, last4: read.card.number.slice(-4), expMonth: entry.expMonth, expYear: fullYear(entry.expYear) };
      const id = `${SANDBOX_METHOD_PREFIX}${randomBytes(12).toString('hex')}`;
      await methods.create({ id, userId, testCard: read.card.name, ...summary, postalCode });
      return { id, card: summary };
    },

    async setUpPaymentMethod({ userId, customerId, paymentMethodId }) {
      const { card, summary } = await resolve(paymentMethodId, userId, clock.now());
      if (card.declineOnAttach) throw paymentRefused(card.declineOnAttach.message, card.declineOnAttach.declineCode);
      return { customerId: customerOf(userId, customerId), paymentMethodId, card: summary };
    },

    async createSetupIntent({ userId, customerId }) {
      const id = `seti_sandbox_${randomBytes(12).toString('hex')}`;
      const intent = { id, userId, customerId: customerOf(userId, customerId), clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
      await setupIntents().create({ ...intent, status: 'requires_payment_method', paymentMethodId: null, lastSetupError: null });
      return { setupIntentId: id, clientSecret: intent.clientSecret, customerId: intent.customerId };
    },

    async confirmSetupIntent(userId, clientSecret, paymentMethodId) {
      const store = setupIntents();
      const id = setupIntentIdOf(clientSecret);
      const found = id ? await store.findById(id) : null;
      // Someone else's SetupIntent, or a wrong secret, is as good as unknown (Stripe answers resource_missing).
      if (!found || found.userId !== userId || found.clientSecret !== clientSecret) throw new DomainError('not-found', 'No such SetupIntent: please press Complete Setup again');
      // The card must be the caller's own too: checked before the SetupIntent is touched.
      const { card } = await resolve(paymentMethodId, userId, clock.now());
      const claimed = await store.claim(found.id);
      if (!claimed) {
        throw new DomainError('conflict', found.status === 'succeeded' ? 'This card was already verified: press Complete Setup again' : 'This card is being verified by another request');
      }
      const refusal = card.declineOnAttach ?? null;
      await store.settle(found.id, { status: refusal ? 'requires_payment_method' : 'succeeded', paymentMethodId, lastSetupError: refusal });
      if (refusal) throw paymentRefused(refusal.message, refusal.declineCode);
      return { setupIntentId: found.id, paymentMethodId };
    },

    async startSubscription({ userId, orderId, todayChargeCents, paymentMethodId, now }) {
      const subscriptionId = `sub_sandbox_${keyOf(orderId)}`;
      // Today's payment as the order priced it (the first month and the delivery fee), as one invoice.
      const firstInvoice = await draft({ subscriptionId, userId, paymentMethodId, monthlyTotalCents: todayChargeCents }, FIRST_PERIOD, now);
      // As Stripe with payment_behavior error_if_incomplete: a refused first payment makes no subscription.
      if (firstInvoice.status === 'failed') throw paymentRefused(firstInvoice.failureMessage ?? 'Your card was declined.', 'card_declined');
      return { subscriptionId, status: 'active', firstInvoice };
    },

    async payInvoice({ userId, invoiceId, amountCents, paymentMethodId, idempotencyKey, now }) {
      // As Stripe's: the same key answers as it did the first time; an invoice paid before is paid.
      const answered = (await charges.findByKey(idempotencyKey)) ?? (await charges.succeededFor(invoiceId));
      if (answered) return answerOf(answered);
      // The card on file behaves as its test card does on a charge (4000 0000 0000 0341 fails every time).
      const { card } = await resolve(paymentMethodId, userId, now);
      const refusal = card.declineOnAttach ?? card.declineOnCharge ?? null;
      const charge = { idempotencyKey, invoiceId, userId, paymentMethodId, amountCents, createdAt: now };
      answerOf(await charges.record({ ...charge, outcome: refusal ? 'declined' : 'succeeded', decline: refusal }));
    },

    // The sandbox keeps no state of its own about subscriptions: billing's subscriptions collection is the whole of it.

    async cancelSubscription() {},
    // A detached card is gone, as at Stripe: a payment with it later is refused as unknown.
    async detachPaymentMethod(paymentMethodId) {
      if (paymentMethodId.startsWith(SANDBOX_METHOD_PREFIX)) await methods.remove(paymentMethodId);
    },
    // Billing's subscription keeps its collection (the drafting reads it there).
    async setCollection() {},
    async pauseCollection() {},
    async resumeCollection() {},
    // Its customers are names derived from user ids; the cards and SetupIntents it made are billing's own records,
    // erased with the account (store/customer-erasure.ts).
    async deleteCustomer() {},
  };
}
