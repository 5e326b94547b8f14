import { replacementSerial, swapSerials } from '../../src/domain/replacement';

describe("a repair's replacement of a unit", () => {
  const holds = [
    { orderId: 'order-a', quantity: 2, serials: ['SN-A-1', 'SN-A-2'] },
    { orderId: 'order-b', quantity: 1, serials: ['SN-B-1'] },
  ];
  const serials = [
    { serial: 'SN-A-1', status: 'rented', orderId: 'order-a' },
    { serial: 'SN-A-2', status: 'rented', orderId: 'order-a' },
    { serial: 'SN-B-1', status: 'rented', orderId: 'order-b' },
  ];

  it("when an order's unit is replaced, then its first serial goes to maintenance and the new one is rented to it in its place; other orders are untouched", () => {
    const swap = swapSerials(holds, serials, 'order-a', 'SN-NEW');
    expect(swap.replacedSerial).toBe('SN-A-1');
    expect(swap.rentedTo).toEqual([{ orderId: 'order-a', quantity: 2, serials: ['SN-A-2', 'SN-NEW'] }, holds[1]]);
    expect(swap.serials).toEqual([
      { serial: 'SN-A-1', status: 'maintenance', orderId: 'order-a' },
      serials[1],
      serials[2],
      { serial: 'SN-NEW', status: 'rented', orderId: 'order-a' },
    ]);
  });

  it('when the order was delivered before serials were assigned, then only the new unit is named', () => {
    const swap = swapSerials([{ orderId: 'order-c', quantity: 1, serials: [] }], [], 'order-c', 'SN-NEW');
    expect(swap.replacedSerial).toBeNull();
    expect(swap.rentedTo).toEqual([{ orderId: 'order-c', quantity: 1, serials: ['SN-NEW'] }]);
  });

  it('when the same ticket asks again, then it names the same new serial', () => {
    expect(replacementSerial('65a000000000000000abcdef', '66b0000000000000deadbeef')).toBe(replacementSerial('65a000000000000000abcdef', '66b0000000000000deadbeef'));
    expect(replacementSerial('65a000000000000000abcdef', '66b0000000000000deadbeef')).toBe('SN-ABCDEF-RDEADBEEF');
  });
});
