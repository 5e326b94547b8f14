import { describe, expectTypeOf, it } from 'vitest';
import type * as api from './client';
import { type API_PATHS, type BACKEND_ASSET_PATHS } from './endpoints';
import type { paths } from './openapi.gen';
import type { Agreement, ApiResponse, BillingDetails, CartItem, Product, ServerCartItem, User } from './types';

/**
 * The SPA against the gateway's OpenAPI document (./openapi.gen.ts). These are type-level checks: `npm run
 * typecheck` (and so `make test`) is where they fail; under Vitest they only run as no-ops.
 */

/** `/update-user/{id}` -> `/update-user`: API_PATHS holds a call's path without its parameters. */
type PathBase<P> = P extends `${infer Base}/{${string}}` ? Base : P;
type KnownPath = (typeof API_PATHS)[keyof typeof API_PATHS] | (typeof BACKEND_ASSET_PATHS)[number];
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

describe('the API types', () => {
  it('when the gateway documents a path, then API_PATHS or BACKEND_ASSET_PATHS has it (so the dev proxy forwards it)', () => {
    expectTypeOf<Exclude<PathBase<keyof paths>, KnownPath>>().toEqualTypeOf<never>();
  });

  it("when a documented call is made, then the client's answer is the document's success body for that path", () => {
    expectTypeOf<Answer<typeof api.getUser>>().toEqualTypeOf<ApiResponse<'/getUser', 'get'>>();
    expectTypeOf<Answer<typeof api.getProducts>>().toEqualTypeOf<ApiResponse<'/getProducts', 'get'>>();
    expectTypeOf<Answer<typeof api.getCartItems>>().toEqualTypeOf<ApiResponse<'/getCartItems', 'get'>>();
    expectTypeOf<Answer<typeof api.addItemsToCart>>().toEqualTypeOf<ApiResponse<'/addItemsToCart', 'post'>>();
    expectTypeOf<Answer<typeof api.updateTvScreen>>().toEqualTypeOf<ApiResponse<'/updateTvscreen', 'patch'>>();
    expectTypeOf<Answer<typeof api.register>>().toMatchTypeOf<ApiResponse<'/register', 'post'>>();
    expectTypeOf<Answer<typeof api.login>>().toMatchTypeOf<ApiResponse<'/login', 'post'>>();
    expectTypeOf<Answer<typeof api.logout>>().toEqualTypeOf<ApiResponse<'/logout', 'post'>>();
    expectTypeOf<Answer<typeof api.resetPassword>>().toEqualTypeOf<ApiResponse<'/resetPassword', 'patch'>>();
    expectTypeOf<Answer<typeof api.confirmPasswordReset>>().toEqualTypeOf<ApiResponse<'/confirmPasswordReset', 'post'>>();
    expectTypeOf<Answer<typeof api.contactSupport>>().toEqualTypeOf<ApiResponse<'/contactSupport', 'post'>>();
    expectTypeOf<Answer<typeof api.getSupportInfo>>().toEqualTypeOf<ApiResponse<'/getSupportInfo', 'get'>>();
    expectTypeOf<Answer<typeof api.getUsers>>().toEqualTypeOf<ApiResponse<'/getUsers', 'get'>>();
    expectTypeOf<Answer<typeof api.updateUser>>().toEqualTypeOf<ApiResponse<'/update-user/{id}', 'put'>>();
    expectTypeOf<Answer<typeof api.deleteUser>>().toEqualTypeOf<ApiResponse<'/delete-user/{id}', 'delete'>>();
    expectTypeOf<Answer<typeof api.updateProduct>>().toEqualTypeOf<ApiResponse<'/updateProduct/{id}', 'put'>>();
    expectTypeOf<Answer<typeof api.verifyCalendar>>().toEqualTypeOf<ApiResponse<'/verifyCalandar', 'get'>>();
    expectTypeOf<Answer<typeof api.searchPlaces>>().toEqualTypeOf<ApiResponse<'/geocode', 'get'>>();
    expectTypeOf<Answer<typeof api.placesAt>>().toEqualTypeOf<ApiResponse<'/geocode', 'get'>>();
    expectTypeOf<Answer<typeof api.storeBilling>>().toEqualTypeOf<ApiResponse<'/storeBilling', 'post'>>();
    expectTypeOf<Answer<typeof api.getBillingDetails>>().toEqualTypeOf<ApiResponse<'/getBillingDetails', 'get'>>();
    expectTypeOf<Answer<typeof api.createSandboxPaymentMethod>>().toEqualTypeOf<ApiResponse<'/createSandboxPaymentMethod', 'post'>>();
    expectTypeOf<Answer<typeof api.createOrder>>().toEqualTypeOf<ApiResponse<'/createOrder', 'post'>>();
    expectTypeOf<Answer<typeof api.getRecentOrder>>().toEqualTypeOf<ApiResponse<'/getRecentOrder', 'get'>>();
    expectTypeOf<Answer<typeof api.getOrders>>().toEqualTypeOf<ApiResponse<'/get-orders', 'get'>>();
    expectTypeOf<Answer<typeof api.pauseSubscription>>().toEqualTypeOf<ApiResponse<'/pauseSubscription/{id}', 'patch'>>();
    expectTypeOf<Answer<typeof api.unpauseSubscription>>().toEqualTypeOf<ApiResponse<'/unpauseSubscription/{id}', 'patch'>>();
    expectTypeOf<Answer<typeof api.getSubscriptionBilling>>().toEqualTypeOf<ApiResponse<'/getSubscriptionBilling/{id}', 'get'>>();
    expectTypeOf<Answer<typeof api.getAdminStats>>().toEqualTypeOf<ApiResponse<'/getAdminStats', 'get'>>();
    expectTypeOf<Answer<typeof api.getAnalytics>>().toEqualTypeOf<ApiResponse<'/getAnalytics', 'get'>>();
    expectTypeOf<Answer<typeof api.getNotifications>>().toEqualTypeOf<ApiResponse<'/getNotifications', 'get'>>();
    expectTypeOf<Answer<typeof api.markNotificationsRead>>().toEqualTypeOf<ApiResponse<'/markNotificationsRead', 'patch'>>();
    expectTypeOf<Answer<typeof api.sendBulkMessage>>().toEqualTypeOf<ApiResponse<'/sendBulkMessage', 'post'>>();
    expectTypeOf<Answer<typeof api.getScheduledMessages>>().toEqualTypeOf<ApiResponse<'/getScheduledMessages', 'get'>>();
    expectTypeOf<Answer<typeof api.suspendUser>>().toEqualTypeOf<ApiResponse<'/suspendUser/{id}', 'patch'>>();
    expectTypeOf<Answer<typeof api.activateUser>>().toEqualTypeOf<ApiResponse<'/activateUser/{id}', 'patch'>>();
  });

  it('when shapes are derived, then they are the real ones, never an accidental never or unknown', () => {
    expectTypeOf<Product['_id']>().toEqualTypeOf<string>();
    expectTypeOf<Product['stock_status']>().toEqualTypeOf<'available' | 'rented' | 'maintenance' | 'discontinued' | 'low'>();
    expectTypeOf<User['hasPassword']>().toEqualTypeOf<boolean>();
    expectTypeOf<ServerCartItem['monthly_price']>().toEqualTypeOf<number>();
    expectTypeOf<Agreement['agreementVersion']>().toEqualTypeOf<'1.0'>();
    expectTypeOf<BillingDetails['provider']>().toEqualTypeOf<'stripe' | 'sandbox'>();
    // The storefront's cart line is the product a customer picked, plus the choice.
    expectTypeOf<CartItem>().toMatchTypeOf<Product>();
  });
});
