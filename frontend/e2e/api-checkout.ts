/**
 * An order placed through the gateway's public API, with the customer's own token and the bodies the SPA's checkout
 * sends, for the browser tests whose subject comes after the checkout (My Account, the back office, repairs,
 * returns, billing): the checkout screens are the subject of checkout.e2e.ts and its neighbours, and going through
 * them again costs each of these tests several seconds of browser work. The customer, the cart, the slot, the
 * agreement, the card and the order are all real: only the screens are left out.
 */
// The page's rules imported below name the SPA's api types, and its client reads Vite's import.meta.env.
/// <reference types="vite/client" />
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DRAFT_DAYS } from '@rto/rules';
import type { Page } from 'playwright-core';
import { agreementOf } from '../../services/billing/test/support/png';
import type {
  Agreement,
  AgreementText,
  AuthResponse,
  BillingSubmission,
  BookingsResponse,
  CreateOrderResponse,
  DeliveryChoice,
  GeocodeResponse,
  OrderRequest,
  ProductsResponse,
  Registration,
  SandboxCard,
  SandboxPaymentMethodResponse,
  SandboxSetupConfirmed,
  ServerCartResponse,
  SetupIntentResponse,
} from '../src/api/types';
import { calendarAt, cartTotals, firstAvailableDate, freeSlots } from '../src/delivery/delivery-rules';
import { BASE_URL, dashboardOrderOf, eventually, newCustomerDetails, pickJourneyProducts, storeToken, USUAL_ADDRESS, type CatalogueProduct } from './support';

export interface ApiCustomer {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** One call to the gateway, as the SPA's client makes it; anything but a 2xx fails the test with the answer. */
async function call<T>(method: 'GET' | 'POST', path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A new customer, registered (POST /register) with what the Sign Up form sends; nothing happens in the browser. */
export async function registerCustomer(): Promise<ApiCustomer> {
  const registration: Registration = newCustomerDetails();
  const { token } = await call<AuthResponse>('POST', '/register', { body: registration });
  assert.ok(token, 'register answers a token');
  return { name: registration.name, email: registration.email, password: registration.password, token };
}

/** The customer's token stored in the browser as a sign-up stores it: the next screen `page` opens is the customer's. */
export async function actAsCustomer(page: Page, customer: Pick<ApiCustomer, 'token'>): Promise<void> {
  await storeToken(page, customer.token);
}

/** The catalogue as the products screen reads it (GET /getProducts): whole products, which the cart is sent as. */
async function catalogueProducts(): Promise<CatalogueProduct[]> {
  const { products } = await call<ProductsResponse>('GET', '/getProducts');
  return products;
}

/**
 * The delivery step's usual choice, as scheduleDelivery makes it on the screens: Indianapolis, the first result of the
 * location search; USUAL_ADDRESS; no stairs; the day the page offers first (the first bookable day with a free
 * slot, by the page's own rules) and its last free hour (other tests may hold the earlier ones); the cart's monthly
 * total as the page shows it.
 */
async function usualDeliveryChoice(token: string): Promise<DeliveryChoice> {
  const [places, schedule, cart] = await Promise.all([
    call<GeocodeResponse>('GET', '/geocode?q=Indianapolis&limit=8', { token }),
    call<BookingsResponse>('GET', '/verifyCalandar', { token }),
    call<ServerCartResponse>('GET', '/getCartItems', { token }),
  ]);
  const place = places.results[0];
  assert.ok(place, 'the location search finds Indianapolis');
  const calendar = calendarAt(schedule, new Date());
  const deliveryDate = firstAvailableDate(calendar) ?? calendar.firstDay;
  const deliveryTime = freeSlots(calendar, deliveryDate).at(-1);
  assert.ok(deliveryTime, `the first offered day (${deliveryDate}) has a free hour`);
  return {
    location: { lat: place.lat, lng: place.lng },
    deliveryDate,
    deliveryTime,
    totalCost: cartTotals(cart.cartItems).monthly,
    locationName: place.placeName || place.name,
    deliveryAddress: { street: USUAL_ADDRESS.street, city: USUAL_ADDRESS.city, state: USUAL_ADDRESS.state, zipCode: USUAL_ADDRESS.zipCode },
    stairs: false,
  };
}

/**
 * The test card 4242 as the test-mode card form makes it a payment method: created (POST /createSandboxPaymentMethod)
 * and confirmed on a SetupIntent (Complete Setup checks the card before the agreement opens); gives its id.
 */
async function testCardPaymentMethod(token: string): Promise<string> {
  const card: SandboxCard = {
    card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    billing_details: { address: { postal_code: USUAL_ADDRESS.zipCode } },
  };
  const [{ paymentMethod }, { clientSecret }] = await Promise.all([
    call<SandboxPaymentMethodResponse>('POST', '/createSandboxPaymentMethod', { token, body: card }),
    call<SetupIntentResponse>('POST', '/createSetupIntent', { token }),
  ]);
  const { setupIntent } = await call<SandboxSetupConfirmed>('POST', '/confirmSandboxSetupIntent', { token, body: { clientSecret, paymentMethodId: paymentMethod.id } });
  return setupIntent.payment_method;
}

/**
 * A real order for `products`, placed as the SPA's checkout places it with the customer's token: the cart saved
 * (POST /addItemsToCart, the products as the products screen sends them), the usual delivery choice, the agreement
 * the server drafts for it (POST /draftAgreement) signed, the test card 4242, then POST /storeBilling and POST
 * /createOrder together with one Idempotency-Key and the agreement's hash. Books a slot on the first offered day,
 * as checkOut does (see there why files that check out run after delivery*.e2e.ts). Gives the order's id; the order
 * turns active once billing has started its subscription. `saveCard: false` as unticking "Save this card".
 */
export async function placeOrder(customer: Pick<ApiCustomer, 'name' | 'token'>, products: readonly CatalogueProduct[], { saveCard = true }: { saveCard?: boolean } = {}): Promise<string> {
  const { token } = customer;
  await call('POST', '/addItemsToCart', { token, body: { cartItems: products } });
  const [choice, paymentMethodId] = await Promise.all([usualDeliveryChoice(token), testCardPaymentMethod(token)]);
  const draftDay = DRAFT_DAYS.min; // the billing form's first choice
  const drafted = await call<AgreementText>('POST', '/draftAgreement', { token, body: { ...choice, draftDay, saveCard, customerName: customer.name } });
  const now = new Date();
  // Drawn signatures (PNG data URLs) as the agreement dialog sends them, signed now, for the text drafted above.
  const signatures = agreementOf({ customerName: customer.name, signedDate: now.toLocaleDateString('en-US'), signatureTimestamp: now.toISOString() });
  const agreement: Agreement = { ...signatures, agreementVersion: '1.0', agreementHash: drafted.hash };
  const billing: BillingSubmission = { paymentMethodId, zipCode: USUAL_ADDRESS.zipCode, draftDay, saveCard, agreement };
  const order: OrderRequest = { ...choice, agreementHash: drafted.hash };
  const [, placed] = await Promise.all([
    call('POST', '/storeBilling', { token, body: billing }),
    call<CreateOrderResponse>('POST', '/createOrder', { token, body: order, headers: { 'Idempotency-Key': randomUUID() } }),
  ]);
  return placed.order._id;
}

export interface FridgeOrder {
  customer: ApiCustomer;
  fridge: CatalogueProduct;
  orderId: string;
}

/** signUp, a fridge selected and checkOut, through the API: a new customer has ordered one fridge (not yet active). */
export async function customerWithFridgeOrder(options: { saveCard?: boolean } = {}): Promise<FridgeOrder> {
  const [customer, products] = await Promise.all([registerCustomer(), catalogueProducts()]);
  const { fridge } = pickJourneyProducts(products);
  const orderId = await placeOrder(customer, [fridge], options);
  return { customer, fridge, orderId };
}

/**
 * customerWithFridgeOrder, and `page` acts as the customer: it is left on /robots.txt, and the test opens the screen
 * it is about.
 */
export async function orderFridge(page: Page, options: { saveCard?: boolean } = {}): Promise<FridgeOrder> {
  const ordered = await customerWithFridgeOrder(options);
  await actAsCustomer(page, ordered.customer);
  return ordered;
}

/** rentFridge through the API: a new customer has rented one fridge and the order is active; `page` acts as them. */
export async function rentFridgeByApi(page: Page): Promise<FridgeOrder> {
  const rented = await orderFridge(page);
  await eventually('the order is active', async () => ((await dashboardOrderOf(page, rented.orderId))?.status === 'active' ? true : undefined));
  return rented;
}
