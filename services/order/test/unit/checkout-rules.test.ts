import { DECLINE_REACH_MS, declineApplies, unavailableMessage, unorderable, unpaidOrderMessage } from '../../src/domain/checkout-rules';
import type { CatalogProduct } from '../../src/domain/pricing';

const product = (id: string, stockStatus: string): CatalogProduct => ({ id, name: `Product ${id}`, stockStatus }) as CatalogProduct;

describe('the checkout rules of issue 21', () => {
  it('when a card is refused, then it reaches an order placed before it or up to DECLINE_REACH_MS after it, not a later attempt', () => {
    const placedAt = new Date('2026-12-01T15:00:00Z');
    expect(declineApplies(new Date(placedAt.getTime() + 5 * 60_000), placedAt)).toBe(true);
    expect(declineApplies(new Date(placedAt.getTime() - DECLINE_REACH_MS), placedAt)).toBe(true);
    expect(declineApplies(new Date(placedAt.getTime() - DECLINE_REACH_MS - 1), placedAt)).toBe(false);
  });

  it('when a product is not available or low, then it is the one named', () => {
    expect(unorderable([product('a', 'available'), product('b', 'low')])).toBeNull();
    for (const stock of ['rented', 'maintenance', 'discontinued']) expect(unorderable([product('a', 'available'), product('b', stock)])?.id).toBe('b');
    expect(unavailableMessage({ name: 'Washer' })).toBe('Washer is no longer available. Remove it from your cart to continue.');
  });

  it('when an unpaid order is named, then by its delivery date and time', () => {
    expect(unpaidOrderMessage({ id: 'x', deliveryDate: '2026-12-02', deliveryTime: '3:00 PM' })).toContain('for delivery on 2026-12-02 at 3:00 PM');
  });
});
