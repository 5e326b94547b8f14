import { DomainError } from '@rto/kit';
import { TEST_CARDS } from '../../src/domain/test-cards';
import { createSandboxProvider } from '../../src/adapters/sandbox.provider';
import type { SandboxPaymentMethodRecord, SandboxPaymentMethodRepository } from '../../src/store/sandbox-payment-method.repository';

/** The sandbox's payment methods kept in memory: these tests are about the card rules, not the database. */
function inMemoryMethods(): SandboxPaymentMethodRepository & { stored: SandboxPaymentMethodRecord[] } {
  const stored: SandboxPaymentMethodRecord[] = [];
  return {
    stored,
    model: undefined as never,
    async create(method) {
      stored.push(method);
      return method;
    },
    async findById(id) {
      return stored.find((method) => method.id === id) ?? null;
    },
    async remove(id) {
      stored.splice(0, stored.length, ...stored.filter((method) => method.id !== id));
    },
  };
}

const now = new Date();
const nextYear = now.getUTCFullYear() + 1;
const setUp = (sandbox: ReturnType<typeof createSandboxProvider>, paymentMethodId: string, userId = 'user-1') =>
  sandbox.setUpPaymentMethod({ userId, customerId: null, paymentMethodId, customerName: 'Jane Renter', postalCode: '46204' });

async function refusalOf(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the sandbox: documented test payment method ids', () => {
  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_visa_debit', 'visa', '5556'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_mastercard_debit', 'mastercard', '8210'],
    ['pm_card_mastercard_prepaid', 'mastercard', '5100'],
    ['pm_card_amex', 'amex', '0005'],
    ['pm_card_discover', 'discover', '1117'],
    ['pm_card_diners', 'diners', '0004'],
    ['pm_card_jcb', 'jcb', '0505'],
    ['pm_card_unionpay', 'unionpay', '0005'],
    ['pm_card_chargeCustomerFail', 'visa', '0341'],
  ])('when %s is attached, then the customer gets a %s card ending %s, expiring December next year', async (id, brand, last4) => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    const result = await setUp(sandbox, id);
    expect(result).toEqual({ customerId: expect.stringMatching(/^cus_sandbox_/), paymentMethodId: id, card: { brand, last4, expMonth: 12, expYear: nextYear } });
    // The same customer for the same user, every time.
    expect((await setUp(sandbox, id)).customerId).toBe(result.customerId);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['pm_card_visa_chargeDeclinedLostCard', 'Your card was declined.', 'lost_card'],
    ['pm_card_visa_chargeDeclinedStolenCard', 'Your card was declined.', 'stolen_card'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
    ['pm_card_radarBlock', 'Your card was declined.', 'fraudulent'],
  ])('when %s is attached, then it is refused as a payment_error: "%s" (%s)', async (id, message, code) => {
    const refusal = await refusalOf(setUp(createSandboxProvider(inMemoryMethods()), id));
    expect(refusal.kind).toBe('payment-refused');
    expect(refusal.message).toBe(message);
    expect(refusal.fields).toEqual({ type: 'payment_error', code });
  });

  it.each([['pm_card_unknown'], ['pm_1234567890'], ['pm_card_mastercard_2series'], ['pm_sandbox_notmade']])('when %s is attached, then it is unknown (400)', async (id) => {
    const refusal = await refusalOf(setUp(createSandboxProvider(inMemoryMethods()), id));
    expect(refusal.kind).toBe('invalid');
    expect(refusal.message).toBe(`No such payment method: '${id}'. Please enter your card again`);
  });

  it('when a card attaches but every charge fails (0341), then the subscription does not start and its draft fails', async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    const request = { userId: 'user-1', customerId: 'cus_sandbox_x', orderId: 'order-1', monthlyTotalCents: 9_900, todayChargeCents: 9_900, draftDay: 3, paymentMethodId: 'pm_card_chargeCustomerFail', now };
    const refusal = await refusalOf(sandbox.startSubscription(request));
    expect(refusal).toMatchObject({ kind: 'payment-refused', message: 'Your card was declined.' });
    const draft = await sandbox.draft({ subscriptionId: 'sub_sandbox_x', userId: 'user-1', paymentMethodId: 'pm_card_chargeCustomerFail', monthlyTotalCents: 9_900 }, '2030-06-03', now);
    expect(draft).toMatchObject({ status: 'failed', amountCents: 9_900, failureMessage: 'Your card was declined.', invoiceId: 'in_sandbox_x_2030-06-03' });
  });

  it("when a subscription starts with a good card, then today's payment is the monthly total and the delivery fee, paid, and the same order gives the same subscription", async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    const request = { userId: 'user-1', customerId: 'cus_sandbox_x', orderId: 'order-7', monthlyTotalCents: 12_345, todayChargeCents: 14_845, draftDay: 3, paymentMethodId: 'pm_card_visa', now };
    const first = await sandbox.startSubscription(request);
    expect(first).toEqual({
      subscriptionId: expect.stringMatching(/^sub_sandbox_/),
      status: 'active',
      firstInvoice: { invoiceId: expect.stringMatching(/^in_sandbox_.*_first$/), amountCents: 14_845, currency: 'usd', status: 'paid', issuedAt: now },
    });
    expect((await sandbox.startSubscription(request)).subscriptionId).toBe(first.subscriptionId);
  });
});

describe('the sandbox: test card numbers typed into the sandbox card form', () => {
  const future = { expMonth: 4, expYear: nextYear + 1, cvc: '123' };

  it.each(TEST_CARDS.map((card) => [card.number, card.brand, card.name] as const))(
    'when %s is typed, then it makes a %s payment method that behaves like %s, and keeps no number',
    async (number, brand, name) => {
      const methods = inMemoryMethods();
      const sandbox = createSandboxProvider(methods);
      const cvc = brand === 'amex' ? '1234' : '123';
      const spaced = number.replace(/(\d{4})/g, '$1 ').trim();
      const made = await sandbox.createPaymentMethod('user-1', { ...future, number: spaced, cvc }, '46204', now);
      expect(made).toEqual({ id: expect.stringMatching(/^pm_sandbox_[0-9a-f]{24}$/), card: { brand, last4: number.slice(-4), expMonth: 4, expYear: nextYear + 1 } });
      expect(methods.stored).toEqual([{ id: made.id, userId: 'user-1', testCard: name, brand, last4: number.slice(-4), expMonth: 4, expYear: nextYear + 1, postalCode: '46204' }]);
      expect(JSON.stringify(methods.stored)).not.toContain(number);

      const card = TEST_CARDS.find((each) => each.number === number)!;
      const attached = setUp(sandbox, made.id);
      if (card.declineOnAttach) {
        const refusal = await refusalOf(attached);
        expect(refusal).toMatchObject({ kind: 'payment-refused', message: card.declineOnAttach.message });
      } else {
        await expect(attached).resolves.toMatchObject({ paymentMethodId: made.id, card: { brand, last4: number.slice(-4) } });
      }
    },
  );

  it("when someone else's sandbox payment method is used, then it is unknown, as at Stripe", async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    const made = await sandbox.createPaymentMethod('user-1', { number: '4242424242424242', ...future }, null, now);
    expect((await refusalOf(setUp(sandbox, made.id, 'user-2'))).kind).toBe('invalid');
  });

  it.each([
    ['an incomplete number', { number: '4242 4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    ['a number failing its check digit', { number: '4242424242424241' }, 'invalid_number', 'Your card number is invalid.'],
    ['letters in the number', { number: '4242-4242-abcd-4242' }, 'invalid_number', 'Your card number is invalid.'],
    ['month 13', { number: '4242424242424242', expMonth: 13 }, 'invalid_expiry_month', "Your card's expiration month is invalid."],
    ['an expiry in the past', { number: '4242424242424242', expMonth: 1, expYear: 2020 }, 'invalid_expiry_year_past', "Your card's expiration date is in the past."],
    ['a two-digit security code', { number: '4242424242424242', cvc: '12' }, 'incomplete_cvc', "Your card's security code is incomplete."],
    ['three digits on an American Express', { number: '378282246310005', cvc: '123' }, 'incomplete_cvc', "Your card's security code is incomplete."],
    ['a real card number', { number: '4111111111111111' }, 'live_card_in_test_mode', 'Your card was declined. Your request was in test mode, but used a non test card. Use one of the test cards shown on this page.'],
  ])('when the form holds %s, then it is refused as a payment_error, and nothing is kept', async (_label, entry, code, message) => {
    const methods = inMemoryMethods();
    const refusal = await refusalOf(createSandboxProvider(methods).createPaymentMethod('user-1', { ...future, ...entry }, null, now));
    expect(refusal).toMatchObject({ kind: 'payment-refused', message, fields: { type: 'payment_error', code } });
    expect(methods.stored).toEqual([]);
  });

  it('when the year is typed with two digits, then it is read as 20xx', async () => {
    const made = await createSandboxProvider(inMemoryMethods()).createPaymentMethod('user-1', { number: '5555555555554444', expMonth: 12, expYear: (nextYear + 2) % 100, cvc: '999' }, null, now);
    expect(made.card.expYear).toBe(nextYear + 2);
  });
});

describe('the sandbox: paying an invoice now with an idempotency key', () => {
  const payment = { userId: 'user-1', customerId: 'cus_sandbox_1', invoiceId: 'in_sandbox_1', amountCents: 4_000, now };

  it('when the same key is sent again, then it is answered as the first time, even with a card that would now decline', async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    await sandbox.payInvoice({ ...payment, paymentMethodId: 'pm_card_visa', idempotencyKey: 'key-1' });
    await expect(sandbox.payInvoice({ ...payment, paymentMethodId: 'pm_card_chargeCustomerFail', idempotencyKey: 'key-1' })).resolves.toBeUndefined();
  });

  it('when a declined key is sent again, then the same decline; a new key is a new charge', async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    const declining = { ...payment, paymentMethodId: 'pm_card_chargeCustomerFail', idempotencyKey: 'key-1' };
    expect((await refusalOf(sandbox.payInvoice(declining))).message).toBe('Your card was declined.');
    expect((await refusalOf(sandbox.payInvoice({ ...declining, paymentMethodId: 'pm_card_visa' }))).message).toBe('Your card was declined.');
    await expect(sandbox.payInvoice({ ...payment, paymentMethodId: 'pm_card_visa', idempotencyKey: 'key-2' })).resolves.toBeUndefined();
  });

  it('when an invoice was paid under one key, then another key answers paid without a second charge', async () => {
    const sandbox = createSandboxProvider(inMemoryMethods());
    await sandbox.payInvoice({ ...payment, paymentMethodId: 'pm_card_visa', idempotencyKey: 'key-1' });
    await expect(sandbox.payInvoice({ ...payment, paymentMethodId: 'pm_card_chargeCustomerFail', idempotencyKey: 'key-2' })).resolves.toBeUndefined();
  });
});
