import type { CartItem, Product } from '../api';

let nextId = 1;

/** A product with sensible defaults; each test states only what matters to it. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = `p${nextId++}`;
  return {
    _id: id,
    name: `Appliance ${id}`,
    monthly_price: 40,
    photo: `/photos/${id}`,
    key_features: ['Energy Star'],
    combo: false,
    stock_status: 'available',
    category: 'refrigerator',
    __v: 0,
    ...overrides,
  };
}

export function aTv(overrides: Partial<Product> = {}): Product {
  return aProduct({ name: 'Samsung Smart TV', monthly_price: 1, category: 'tv', ...overrides });
}

export function aCombo(overrides: Partial<Product> = {}): Product {
  return aProduct({ name: 'Washer & Dryer Set', monthly_price: 60, combo: true, category: 'combo', ...overrides });
}

export function inCart(product: Product, choice: Partial<CartItem> = {}): CartItem {
  return { ...product, ...choice };
}
