import { createLogger } from '@rto/kit';
import type Stripe from 'stripe';
import { createStripeProvider } from '../../src/adapters/stripe.provider';

/**
 * A deleted customer's Stripe customer (issue 22, item 6): what Stripe answers to customers.del that stripe-mock never
 * does (a customer deleted before, Stripe down) is checked here, against a stand-in for the SDK.
 */

function stripeAnswering(failure: Record<string, unknown> | null) {
  const deleted: string[] = [];
  const stripe = {
    customers: {
      del: async (id: string) => {
        deleted.push(id);
        if (failure) throw Object.assign(new Error(String(failure['message'] ?? 'failed')), failure);
        return { id, deleted: true };
      },
    },
  };
  return { deleted, provider: createStripeProvider(stripe as unknown as Stripe, createLogger('stripe-delete-test', 'silent')) };
}

describe("deleting a customer at Stripe", () => {
  it('when Stripe deletes it, then that customer is the one asked for', async () => {
    const { deleted, provider } = stripeAnswering(null);
    await provider.deleteCustomer('cus_gone');
    expect(deleted).toEqual(['cus_gone']);
  });

  it('when Stripe says the customer is missing (deleted before: the deletion told twice), then it is done', async () => {
    const { provider } = stripeAnswering({ type: 'StripeInvalidRequestError', code: 'resource_missing', message: 'No such customer' });
    await expect(provider.deleteCustomer('cus_gone')).resolves.toBeUndefined();
  });

  it('when Stripe fails otherwise, then the provider is unavailable (503) and the delivery is tried again', async () => {
    const { provider } = stripeAnswering({ type: 'StripeConnectionError', message: 'socket hang up' });
    await expect(provider.deleteCustomer('cus_gone')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
