import type { Connection } from '@rto/kit';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadCartConfig, startCart } from '@rto/cart';
import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import { TestStack, type ApiResponse, type RegisteredCustomer, type ServiceStarter } from '../../../../test-support/stack';
import { billingOf } from '../../../billing/test/support/png';
import { addDays, bookableWindow, SLOT_LABELS } from '../../../scheduling/src/domain/slots';
import { callInternal } from '../../../scheduling/test/support/internal-api';

/** Every service a checkout touches, each after the ones it calls (the stack hands each the URLs of those before it). */
export const CHECKOUT_SERVICES: Record<string, ServiceStarter> = {
  identity: (env) => startIdentity(loadIdentityConfig(env)),
  catalog: (env) => startCatalog(loadCatalogConfig(env)),
  cart: (env) => startCart(loadCartConfig(env)),
  scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
  billing: (env) => startBilling(loadBillingConfig(env)),
  order: (env) => startOrder(loadOrderConfig(env)),
};

export const TIME_ZONE = 'America/Indiana/Indianapolis';

export interface OrderView {
  _id: string;
  user: string;
  status: string;
  subscriptionId: string | null;
  items: Array<{ _id: string; name: string; monthly_price: number; stock_status: string; photo: string; category: string; tvSize?: number; comboItem?: unknown }>;
  comboItem: Array<{ _id: string; name: string; plugType: string; monthly_price: number }>;
  location: Array<{ lat: number; lng: number }>;
  locationName: string;
  deliveryDate: string;
  deliveryTime: string;
  monthlyTotal: number;
  deliveryFee: number;
  totalToday: number;
  cancellation: { reason: string; message: string } | null;
  createdAt: string;
}

export interface Slot {
  deliveryDate: string;
  deliveryTime: string;
}

/** A checkout as the SPA drives it, through the gateway, against one stack. */
export class Checkout {
  private slotsUsed = 0;

  constructor(
    readonly stack: TestStack,
    readonly products: { tv: PresentedProduct; fridge: PresentedProduct; combo: PresentedProduct },
  ) {}

  /** `services`: the checkout's own, or those and more (each after the ones it calls). */
  static async start(env: Record<string, string> = {}, services: Record<string, ServiceStarter> = CHECKOUT_SERVICES): Promise<Checkout> {
    const stack = await TestStack.start({ services, env: { DELIVERY_TIME_ZONE: TIME_ZONE, CHECKOUT_SWEEP_INTERVAL: '1', ...env } });
    const listed = await stack.call<{ products: PresentedProduct[] }>('GET', '/getProducts?page=1&limit=1000');
    const tv = listed.body.products.find((p) => /tv/i.test(p.name))!;
    const combo = listed.body.products.find((p) => p.combo)!;
    const fridge = listed.body.products.find((p) => !p.combo && !/tv/i.test(p.name))!;
    return new Checkout(stack, { tv, fridge, combo });
  }

  /** A slot no other test of this file takes: from the day after tomorrow on, twelve a day. */
  freshSlot(): Slot {
    const { today } = bookableWindow(new Date(), { timeZone: TIME_ZONE, deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 });
    const index = this.slotsUsed++;
    return { deliveryDate: addDays(today, 2 + Math.floor(index / SLOT_LABELS.length)), deliveryTime: SLOT_LABELS[index % SLOT_LABELS.length]! };
  }

  customer(label = 'checkout'): Promise<RegisteredCustomer> {
    return this.stack.registerCustomer({ name: 'Jane Renter', email: this.stack.email(label) });
  }

  /** The cart pushed to the server as the products screen does: a 50" TV and a refrigerator, unless told otherwise. */
  async fillCart(token: string, cartItems: unknown[] = [{ ...this.products.tv, tvSize: 50 }, { ...this.products.fridge }]): Promise<void> {
    const saved = await this.stack.call('POST', '/addItemsToCart', { token, body: { cartItems } });
    if (saved.status !== 200) throw new Error(`saving the cart answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  }

  /** The delivery choice of the billing page (spec 3). */
  choiceFor(slot: Slot, overrides: Record<string, unknown> = {}) {
    return { location: { lat: 39.7684, lng: -86.1581 }, ...slot, totalCost: 125, locationName: 'Indianapolis, Indiana', ...overrides };
  }

  createOrder(token: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<{ message: string; order: OrderView; error?: string }>> {
    return this.stack.call('POST', '/createOrder', { token, body, headers });
  }

  storeBilling(token: string, overrides: Record<string, unknown> = {}): Promise<ApiResponse> {
    return this.stack.call('POST', '/storeBilling', { token, body: billingOf(overrides) });
  }

  recentOrder(token: string): Promise<ApiResponse<{ data: Partial<OrderView>; error?: string }>> {
    return this.stack.call('GET', '/getRecentOrder', { token });
  }

  cartOf(token: string): Promise<ApiResponse<{ cartItems: { items: unknown[]; tvSize: number | null } }>> {
    return this.stack.call('GET', '/getCartItems', { token });
  }

  /** The order's booking as scheduling keeps it (its internal API, as order calls it). */
  async bookingOf(orderId: string): Promise<{ status: number; body: { booking?: { status: string; deliveryDate: string; deliveryTime: string } } }> {
    return callInternal(this.stack.services['scheduling']!.url, 'GET', `/internal/bookings/${orderId}`);
  }

  database(service: string): Promise<Connection> {
    return this.stack.database(service);
  }

  stop(): Promise<void> {
    return this.stack.stop();
  }
}

/** A whole checkout's first half: a customer with a cart, ready to submit billing and the order. */
export async function customerWithCart(checkout: Checkout, label?: string): Promise<RegisteredCustomer> {
  const customer = await checkout.customer(label);
  await checkout.fillCart(customer.token);
  return customer;
}
