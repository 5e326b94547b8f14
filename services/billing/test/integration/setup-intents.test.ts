import type { Connection } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { billingOf } from '../support/png';

/**
 * Card first (issue 21, item 1): POST /createSetupIntent and the sandbox's POST /confirmSandboxSetupIntent, behind the
 * real gateway, against the real test servers. The sandbox answers Stripe test mode's documented declines.
 */

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
    },
  });
  database = await stack.database('billing');
});

afterAll(async () => {
  await stack?.stop();
});

const registerCustomer = () => stack.registerCustomer({ name: 'Jane Renter', email: stack.email('setup') });
const nextYear = new Date().getUTCFullYear() + 1;

/** A sandbox payment method from a typed test card, as the sandbox card form makes it. */
async function paymentMethodOf(customer: RegisteredCustomer, number: string): Promise<string> {
  const body = { card: { number, exp_month: 12, exp_year: nextYear, cvc: '123' }, billing_details: { address: { postal_code: '46204' } } };
  const made = await stack.call<{ paymentMethod: { id: string } }>('POST', '/createSandboxPaymentMethod', { token: customer.token, body });
  expect(made.status).toBe(201);
  return made.body.paymentMethod.id;
}

const createSetupIntent = (customer: RegisteredCustomer) => stack.call<{ setupIntentId: string; clientSecret: string }>('POST', '/createSetupIntent', { token: customer.token });
const confirm = (customer: RegisteredCustomer, body: unknown) => stack.call<Record<string, unknown>>('POST', '/confirmSandboxSetupIntent', { token: customer.token, body });
const intentOf = (id: string) => database.collection('sandbox_setup_intents').findOne({ _id: id as never });

describe('verifying a card before signing (sandbox SetupIntents)', () => {
  it.each([
    ['4000000000000002', 'Your card was declined.', 'generic_decline'],
    ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000009987', 'Your card was declined.', 'lost_card'],
    ['4000000000009979', 'Your card was declined.', 'stolen_card'],
    ['4000000000000069', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
  ])('when the customer confirms with %s, then the SetupIntent is refused with its documented decline and waits for another card', async (number, message, code) => {
    const customer = await registerCustomer();
    const intent = await createSetupIntent(customer);
    expect(intent.status).toBe(201);
    expect(intent.body.setupIntentId).toMatch(/^seti_/);
    expect(intent.body.clientSecret.startsWith(`${intent.body.setupIntentId}_secret_`)).toBe(true);

    const refused = await confirm(customer, { clientSecret: intent.body.clientSecret, paymentMethodId: await paymentMethodOf(customer, number) });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ type: 'payment_error', error: message, code });
    expect(await intentOf(intent.body.setupIntentId)).toMatchObject({ status: 'requires_payment_method', lastSetupError: { declineCode: code, message } });
    // Nothing is stored for a card that failed: no card, no agreement.
    expect(await database.collection('billing_accounts').findOne({ userId: customer.id })).toMatchObject({ paymentMethod: null });
  });

  it('when a refused SetupIntent is confirmed again with a good card, then it succeeds and storeBilling keeps that card without attaching it twice', async () => {
    const customer = await registerCustomer();
    const { clientSecret, setupIntentId } = (await createSetupIntent(customer)).body;
    expect((await confirm(customer, { clientSecret, paymentMethodId: await paymentMethodOf(customer, '4000000000000002') })).status).toBe(402);

    const good = await paymentMethodOf(customer, '4242 4242 4242 4242');
    const confirmed = await confirm(customer, { clientSecret, paymentMethodId: good });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ setupIntent: { id: setupIntentId, status: 'succeeded', payment_method: good } });
    expect(await intentOf(setupIntentId)).toMatchObject({ status: 'succeeded', paymentMethodId: good });

    const stored = await stack.call<Record<string, unknown>>('POST', '/storeBilling', { token: customer.token, body: billingOf({ paymentMethodId: good }) });
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ paymentMethod: { id: good, card: { last4: '4242' } } });
    // The same customer as the SetupIntent's: made once.
    const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
    expect(account).toMatchObject({ customerId: (await intentOf(setupIntentId))!['customerId'] });

    // As at Stripe, a succeeded SetupIntent is not confirmed again.
    const again = await confirm(customer, { clientSecret, paymentMethodId: await paymentMethodOf(customer, '5555555555554444') });
    expect(again.status).toBe(409);
    expect(await intentOf(setupIntentId)).toMatchObject({ status: 'succeeded', paymentMethodId: good });
  });

  it('when the card is 4000 0000 0000 0341, then setup passes (it fails only when charged), as at Stripe', async () => {
    const customer = await registerCustomer();
    const { clientSecret } = (await createSetupIntent(customer)).body;
    const confirmed = await confirm(customer, { clientSecret, paymentMethodId: await paymentMethodOf(customer, '4000000000000341') });
    expect(confirmed.status).toBe(200);
  });

  it('when the body is bad, then a clear 400 and the SetupIntent is unchanged', async () => {
    const customer = await registerCustomer();
    const { clientSecret, setupIntentId } = (await createSetupIntent(customer)).body;
    const missing = await confirm(customer, { paymentMethodId: 'pm_card_visa' });
    expect(missing.status).toBe(400);
    expect(missing.body['error']).toMatch(/clientSecret/);
    const notAMethod = await confirm(customer, { clientSecret, paymentMethodId: 'card 4242' });
    expect(notAMethod.status).toBe(400);
    expect(notAMethod.body['error']).toMatch(/payment method id/);
    const unknown = await confirm(customer, { clientSecret, paymentMethodId: 'pm_sandbox_nothing' });
    expect(unknown.status).toBe(400);
    expect(await intentOf(setupIntentId)).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null });
  });
});

describe('SetupIntents as an attacker would try them', () => {
  it("when another customer confirms someone's SetupIntent, or uses their payment method, then it is unknown to them and nothing changes", async () => {
    const owner = await registerCustomer();
    const attacker = await registerCustomer();
    const { clientSecret, setupIntentId } = (await createSetupIntent(owner)).body;
    const ownersCard = await paymentMethodOf(owner, '4242424242424242');

    const stolenIntent = await confirm(attacker, { clientSecret, paymentMethodId: await paymentMethodOf(attacker, '4242424242424242') });
    expect(stolenIntent.status).toBe(404);
    const ownIntent = (await createSetupIntent(attacker)).body;
    const stolenCard = await confirm(attacker, { clientSecret: ownIntent.clientSecret, paymentMethodId: ownersCard });
    expect(stolenCard.status).toBe(400);
    const storedWithStolenCard = await stack.call('POST', '/storeBilling', { token: attacker.token, body: billingOf({ paymentMethodId: ownersCard }) });
    expect(storedWithStolenCard.status).toBe(400);
    // A guessed secret for a real SetupIntent id is no better.
    expect((await confirm(owner, { clientSecret: `${setupIntentId}_secret_guessed`, paymentMethodId: ownersCard })).status).toBe(404);

    expect(await intentOf(setupIntentId)).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null });
    expect(await intentOf(ownIntent.setupIntentId)).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null });
    expect(await database.collection('billing_accounts').findOne({ userId: attacker.id })).toMatchObject({ paymentMethod: null });
    expect(await database.collection('agreements').countDocuments({ userId: attacker.id })).toBe(0);
  });

  it('when the same confirmation is sent twice at once, then one succeeds and the other is told it is taken', async () => {
    const customer = await registerCustomer();
    const { clientSecret, setupIntentId } = (await createSetupIntent(customer)).body;
    const paymentMethodId = await paymentMethodOf(customer, '4242424242424242');
    const answers = await Promise.all([confirm(customer, { clientSecret, paymentMethodId }), confirm(customer, { clientSecret, paymentMethodId })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await intentOf(setupIntentId)).toMatchObject({ status: 'succeeded', paymentMethodId });
  });

  it('when two SetupIntents are asked for at once, then both are for one and the same customer', async () => {
    const customer = await registerCustomer();
    const [first, second] = await Promise.all([createSetupIntent(customer), createSetupIntent(customer)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.setupIntentId).not.toBe(second.body.setupIntentId);
    const [one, two] = await Promise.all([intentOf(first.body.setupIntentId), intentOf(second.body.setupIntentId)]);
    expect(one!['customerId']).toBe(two!['customerId']);
    expect(await database.collection('billing_accounts').countDocuments({ userId: customer.id })).toBe(1);
  });

  it("when one customer asks for SetupIntents over and over (testing cards), then the gateway's per-customer limit answers 429", async () => {
    const customer = await registerCustomer();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await createSetupIntent(customer)).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const limited = await createSetupIntent(customer);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another customer is not held back by it.
    expect((await createSetupIntent(await registerCustomer())).status).toBe(201);
  });

  it('when no one is signed in, then 401', async () => {
    expect((await stack.call('POST', '/createSetupIntent')).status).toBe(401);
    expect((await stack.call('POST', '/confirmSandboxSetupIntent', { body: { clientSecret: 'seti_x_secret_y', paymentMethodId: 'pm_card_visa' } })).status).toBe(401);
  });
});
