import { isRentable } from '../src/stock';

describe('stock a customer may rent', () => {
  it.each(['available', 'low'])('when the status is %s, then it can be rented', (status) => {
    expect(isRentable(status)).toBe(true);
  });

  it.each(['rented', 'maintenance', 'discontinued', '', null, undefined])('when the status is %p, then it cannot', (status) => {
    expect(isRentable(status)).toBe(false);
  });
});
