import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userDeleted } from '@rto/contracts';
import { newEvent, type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { TestStack } from '../../../../test-support/stack';
import { agreementOf, billingOf } from '../support/png';

/**
 * A deleted customer's Stripe customer is deleted (issue 22, item 6): billing with the Stripe provider, its SDK pointed
 * at stripe-mock through a recorder that notes each call, hears user.deleted as identity publishes it.
 */

const stripeMockUrl = process.env['STRIPE_MOCK_URL'];
if (!stripeMockUrl) throw new Error('STRIPE_MOCK_URL is not set: start the test servers with "bash infra/scripts/infra.sh up test" (it starts stripe-mock)');

/** The calls billing made to Stripe, as `METHOD /path`. */
const calls: string[] = [];
let recorder: Server;
let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  // Passes every call on to stripe-mock as it came, and notes it.
  recorder = createServer((incoming, outgoing) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    const upstream = request(new URL(incoming.url!, stripeMockUrl), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  const { port } = recorder.address() as AddressInfo;
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
    },
    env: { STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_PUBLISHABLE_KEY: 'pk_test_billing', STRIPE_WEBHOOK_SECRET: 'whsec_erasure_test', STRIPE_API_BASE: `http://127.0.0.1:${port}` },
  });
  database = await stack.database('billing');
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => recorder?.close(resolve));
});

/** Publishes user.deleted as identity does, and waits until billing has handled it. */
async function tellDeleted(userId: string): Promise<void> {
  const event = newEvent('identity', userDeleted, { userId });
  await stack.probe.publish(event);
  await eventually(async () => expect(await database.collection('handled_events').findOne({ eventId: event.id, status: 'done' })).not.toBeNull(), 15_000);
}

describe('a deleted customer at Stripe', () => {
  it("when user.deleted comes, then billing deletes the Stripe customer and erases the card, the postal code and the agreement's name and signature", async () => {
    const customer = await stack.registerCustomer({ name: 'Stripe Leaver', email: stack.email('leaver') });
    const stored = await stack.call('POST', '/storeBilling', { token: customer.token, body: billingOf({ agreement: agreementOf({ customerName: 'Stripe Leaver' }) }) });
    expect(stored.status).toBe(201);
    const account = await database.collection('billing_accounts').findOne({ userId: customer.id });
    const customerId = account!['customerId'] as string;
    expect(customerId).toMatch(/^cus_/);
    // Invoices as the books keep them: a line naming the customer, and lines that do not.
    const line = (description: string) => ({ description, amountCents: 4_000 });
    const invoice = (invoiceId: string, lines: Array<ReturnType<typeof line>>) => ({ invoiceId, userId: customer.id, orderId: null, amountCents: 4_000, status: 'paid', kind: 'rent', lines, issuedAt: new Date() });
    await database.collection('invoices').insertMany([
      invoice(`in_named_${customer.id}`, [line('Fridge, rented by Stripe Leaver'), line('Washer')]),
      invoice(`in_plain_${customer.id}`, [line('Dryer')]),
    ]);

    await tellDeleted(customer.id);
    const linesOf = async (invoiceId: string) => (await database.collection('invoices').findOne({ invoiceId }))!['lines'];
    expect(await linesOf(`in_named_${customer.id}`)).toEqual([line('Fridge, rented by Deleted customer'), line('Washer')]);
    expect(await linesOf(`in_plain_${customer.id}`)).toEqual([line('Dryer')]);

    expect(calls).toContain(`DELETE /v1/customers/${customerId}`);
    expect(await database.collection('billing_accounts').findOne({ userId: customer.id })).toMatchObject({ customerId, paymentMethod: null, postalCode: null });
    const agreement = await database.collection('agreements').findOne({ userId: customer.id });
    expect(agreement).toMatchObject({ customerName: 'Deleted customer', signerIp: '', zipCode: '', card: { brand: '', last4: '' } });
    expect((agreement!['customerSignature'] as { length: () => number }).length()).toBe(0);

    // Told a second time: Stripe is asked again (a deleted customer is done there), nothing here changes.
    const before = calls.filter((call) => call === `DELETE /v1/customers/${customerId}`).length;
    await tellDeleted(customer.id);
    expect(calls.filter((call) => call === `DELETE /v1/customers/${customerId}`).length).toBe(before + 1);
    expect(await database.collection('agreements').findOne({ userId: customer.id })).toEqual(agreement);
  });

  it('when another customer is deleted, then this one is left alone at Stripe and here', async () => {
    const kept = await stack.registerCustomer({ name: 'Stripe Stayer', email: stack.email('stayer') });
    expect((await stack.call('POST', '/storeBilling', { token: kept.token, body: billingOf({ agreement: agreementOf({ customerName: 'Stripe Stayer' }) }) })).status).toBe(201);
    const account = await database.collection('billing_accounts').findOne({ userId: kept.id });
    const gone = await stack.registerCustomer({ email: stack.email('gone') });

    await tellDeleted(gone.id);

    expect(calls).not.toContain(`DELETE /v1/customers/${account!['customerId'] as string}`);
    expect(await database.collection('billing_accounts').findOne({ userId: kept.id })).toMatchObject({ postalCode: '46204', paymentMethod: { id: 'pm_card_visa' } });
    expect(await database.collection('agreements').findOne({ userId: kept.id })).toMatchObject({ customerName: 'Stripe Stayer' });
  });
});
