import { createDeletedCustomerRule, DELETED_CUSTOMER_MESSAGE } from '../../src/app/deleted-customer-rule';

/** Order's refusal of a deleted customer (issue 22, item 6): asked before a request writes, and after. */

function ruleWith(deleted: boolean) {
  const erased: string[] = [];
  const rule = createDeletedCustomerRule({
    erasure: { isDeleted: async () => deleted, eraseOrdersOf: async (userId) => void erased.push(userId) },
  });
  return { rule, erased };
}

describe('the deleted customer rule', () => {
  it('when the customer is not deleted, then the request goes on and nothing is erased', async () => {
    const { rule, erased } = ruleWith(false);
    await expect(rule.before('user-1')).resolves.toBeUndefined();
    await expect(rule.afterWrite('user-1')).resolves.toBeUndefined();
    expect(erased).toEqual([]);
  });

  it('when the customer is deleted before the request writes, then 409 and nothing to erase', async () => {
    const { rule, erased } = ruleWith(true);
    await expect(rule.before('user-1')).rejects.toMatchObject({ kind: 'conflict', message: DELETED_CUSTOMER_MESSAGE });
    expect(erased).toEqual([]);
  });

  it('when the deletion lands while the request writes, then what it wrote is erased before the 409', async () => {
    const { rule, erased } = ruleWith(true);
    await expect(rule.afterWrite('user-1')).rejects.toMatchObject({ kind: 'conflict', message: DELETED_CUSTOMER_MESSAGE });
    expect(erased).toEqual(['user-1']);
  });
});
