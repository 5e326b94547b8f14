import { DomainError } from '@rto/kit';
import { createOrderUnits } from '../../src/app/order-units';
import { LeftToRepeat } from '../../src/app/request-holders';
import type { UnitsOutcome } from '../../src/adapters/catalog.client';

function unitsAnswering(answer: () => Promise<UnitsOutcome>) {
  const asked: Array<{ orderId: string; productIds: readonly string[] }> = [];
  const units = createOrderUnits({
    catalog: {
      reserveUnits: (orderId, productIds) => {
        asked.push({ orderId, productIds });
        return answer();
      },
      freeUnits: () => Promise.resolve(),
    },
  });
  return { units, asked };
}

const items = [{ productId: 'fridge' }, { productId: 'tv' }];

describe("an order's units", () => {
  it('when catalog holds them, then one unit per line was asked for and the draft is kept', async () => {
    const { units, asked } = unitsAnswering(() => Promise.resolve({ reserved: true }));
    const giveUp = jest.fn();
    await units.reserve('order-1', items, giveUp);
    expect(asked).toEqual([{ orderId: 'order-1', productIds: ['fridge', 'tv'] }]);
    expect(giveUp).not.toHaveBeenCalled();
  });

  it("when none is left, then the draft is given up and the customer gets catalog's words as a conflict", async () => {
    const { units } = unitsAnswering(() => Promise.resolve({ reserved: false, status: 409, error: 'Fridge has no unit left to rent right now' }));
    const giveUp = jest.fn();
    const refused = units.reserve('order-1', items, giveUp);
    await expect(refused).rejects.toEqual(new DomainError('conflict', 'Fridge has no unit left to rent right now'));
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it("when catalog does not answer, then the request is left to its repeat and the draft kept (the hold is idempotent)", async () => {
    const { units } = unitsAnswering(() => Promise.reject(new Error('catalog is down')));
    const giveUp = jest.fn();
    await expect(units.reserve('order-1', items, giveUp)).rejects.toBeInstanceOf(LeftToRepeat);
    expect(giveUp).not.toHaveBeenCalled();
  });
});
