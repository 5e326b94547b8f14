import { createEraseCustomer } from '../../src/app/erase-customer';
import { providerUnavailable } from '../../src/domain/payment-provider';

/** The order of a deleted customer's erasure in billing: the provider lets the customer go before anything here is erased. */

type Accounts = Parameters<typeof createEraseCustomer>[0]['accounts'];
const accountOf = (provider: string, customerId: string | null): Accounts => ({ findByUser: async () => ({ provider, customerId }) as never });

function setUp(account: Accounts, deleteCustomer: (id: string) => Promise<void> = async () => undefined) {
  const steps: string[] = [];
  const eraseCustomer = createEraseCustomer({
    provider: {
      kind: 'stripe',
      deleteCustomer: async (id) => {
        steps.push(`provider deletes ${id}`);
        await deleteCustomer(id);
      },
    },
    accounts: account,
    erasure: { eraseCustomer: async (userId) => void steps.push(`erased ${userId}`) },
  });
  return { eraseCustomer, steps };
}

describe('erasing a deleted customer in billing', () => {
  it("when the customer has a customer at the provider, then it is deleted there first, then the data here is erased", async () => {
    const { eraseCustomer, steps } = setUp(accountOf('stripe', 'cus_123'));
    await eraseCustomer('user-1');
    expect(steps).toEqual(['provider deletes cus_123', 'erased user-1']);
  });

  it('when the provider does not answer, then nothing is erased and the delivery fails (the bus tries again)', async () => {
    const { eraseCustomer, steps } = setUp(accountOf('stripe', 'cus_123'), async () => {
      throw providerUnavailable();
    });
    await expect(eraseCustomer('user-1')).rejects.toThrow('The payment provider is unavailable');
    expect(steps).toEqual(['provider deletes cus_123']);
  });

  it("when the customer never reached the provider, or was made by the other provider, then only the data here is erased", async () => {
    for (const account of [accountOf('stripe', null), accountOf('sandbox', 'cus_sandbox_1'), { findByUser: async () => null }]) {
      const { eraseCustomer, steps } = setUp(account);
      await eraseCustomer('user-2');
      expect(steps).toEqual(['erased user-2']);
    }
  });
});
