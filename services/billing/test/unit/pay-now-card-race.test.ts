import { DomainError, type Logger } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { createPayNow, type PayNowDeps } from '../../src/app/pay-now';
import type { CardCollection } from '../../src/app/card-collection';

/**
 * Pay Now with a new card sent twice at once (a double click), when the other call has paid with the card and
 * detached it (the customer keeps no card) before this call sets it up: the provider no longer knows the card.
 * The stores and the provider are fakes, so the moment between the two calls is the test's to choose.
 */

const unknownCard = new DomainError('invalid', "No such payment method: 'pm_1'. Please enter your card again");

function payNowWith(options: { paidMeanwhile: boolean }) {
  const deps = {
    provider: { kind: 'sandbox', setUpPaymentMethod: async () => Promise.reject(unknownCard) },
    accounts: { findByUser: async () => ({ userId: 'user-1', provider: 'sandbox', customerId: 'cus_1', postalCode: '46204', paymentMethod: null }) },
    subscriptions: { findByOrder: async () => ({ orderId: 'order-1', userId: 'user-1' }) },
    invoices: {
      unpaidOf: async () => [{ invoiceId: 'in_1', orderId: 'order-1', amountCents: 4_000 }],
      isPaid: async () => options.paidMeanwhile,
    },
    logger: { info: () => undefined } as unknown as Logger,
    clock: new ManualClock('2026-12-12T15:00:00Z'),
    cards: { chargeCard: async () => undefined } as Pick<CardCollection, 'chargeCard'>,
  } as unknown as PayNowDeps & { cards: Pick<CardCollection, 'chargeCard'> };
  return createPayNow(deps);
}

describe('Pay Now with a card another call just paid with and detached', () => {
  it('when everything it found due is paid by then, then 409 "Nothing is due on this order", not an unknown card', async () => {
    const payNow = payNowWith({ paidMeanwhile: true });
    await expect(payNow('user-1', 'order-1', { paymentMethodId: 'pm_1', saveCard: false })).rejects.toMatchObject({ kind: 'conflict', message: 'Nothing is due on this order' });
  });

  it('when something is still due, then the card is refused as unknown (400), as for any card the provider does not know', async () => {
    const payNow = payNowWith({ paidMeanwhile: false });
    await expect(payNow('user-1', 'order-1', { paymentMethodId: 'pm_1', saveCard: false })).rejects.toBe(unknownCard);
  });
});
