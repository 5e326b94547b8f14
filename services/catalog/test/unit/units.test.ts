import { derivedStockStatus, noUnitLeftMessage, serialsFor, unitsPerProduct } from '../../src/domain/units';

const counts = (available: number) => ({ available, reserved: 0, rented: 0, maintenance: 0 });

describe('units', () => {
  it('when units are counted, then 3 or more available is available, 1 or 2 is low and none is rented', () => {
    expect(derivedStockStatus('available', counts(3))).toBe('available');
    expect(derivedStockStatus('available', counts(2))).toBe('low');
    expect(derivedStockStatus('rented', counts(1))).toBe('low');
    expect(derivedStockStatus('low', counts(0))).toBe('rented');
    expect(derivedStockStatus('rented', counts(40))).toBe('available');
  });

  it("when the admin set maintenance or discontinued, then the units never override it", () => {
    expect(derivedStockStatus('maintenance', counts(0))).toBe('maintenance');
    expect(derivedStockStatus('discontinued', counts(9))).toBe('discontinued');
  });

  it('when an order names a product on two lines, then it is held as one line of both quantities', () => {
    expect(unitsPerProduct([{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 2 }, { productId: 'a', quantity: 1 }])).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 2 },
    ]);
    expect(noUnitLeftMessage('Chest Freezer')).toBe('Chest Freezer has no unit left to rent right now');
  });

  it('when an order is delivered, then each unit gets a serial of its product and order, the same however often it is heard', () => {
    expect(serialsFor('65a0000000000000000000ab', '65b00000000000000000c0de', 2)).toEqual(['SN-0000AB-0000C0DE-1', 'SN-0000AB-0000C0DE-2']);
  });
});
