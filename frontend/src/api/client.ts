/**
 * One typed function per backend call of the product spec (section 7), plus the e-mailed password reset
 * link and log-out. Screens import from here and never call fetch themselves. What a documented call answers is
 * typed from the gateway's OpenAPI document (./types.ts derives each name from ./openapi.gen.ts).
 */
import { API_PATHS as P } from './endpoints';
import { request } from './http';
import type {
  AddItemsToCartResponse,
  AgreementRequest,
  AgreementText,
  SignedAgreementCopy,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminStatsResponse,
  AnalyticsResponse,
  BulkMessage,
  BulkMessageResponse,
  MarkNotificationsRead,
  MarkNotificationsReadResponse,
  NewAlert,
  NewAlertResponse,
  NotificationsPage,
  NotificationsQuery,
  ScheduledMessagesResponse,
  DeadLettersResponse,
  ReplayDeadLettersRequest,
  ReplayDeadLettersResponse,
  SubscriptionBillingResponse,
  SubscriptionStatusResponse,
  UserSuspensionResponse,
  AuthResponse,
  BillingDetails,
  BillingSubmission,
  BookingsResponse,
  CartChoice,
  ContactMessage,
  ContactSupportResponse,
  EmailVerification,
  SupportInfo,
  CreateOrderResponse,
  Credentials,
  DashboardData,
  DeleteUserResponse,
  DeliveryAddress,
  OrderRequest,
  GeocodeResponse,
  MessageResponse,
  PayNowResponse,
  PageQuery,
  PasswordReset,
  PasswordResetConfirmation,
  ProductUpdate,
  ProductUpdateResponse,
  ProductsResponse,
  RecentOrderResponse,
  Registration,
  SandboxCard,
  SandboxPaymentMethodResponse,
  SandboxSetupConfirmation,
  SandboxSetupConfirmed,
  SetupIntentResponse,
  SetDeliveryAddressResponse,
  RescheduleDeliveryResponse,
  DeliveryMarkResponse,
  ServerCartResponse,
  StoreBillingResponse,
  TvSizeResponse,
  UserResponse,
  UserUpdate,
  UserUpdateResponse,
  UsersPage,
  UsersQuery,
  LiveTicket,
} from './types';

const id = (value: string) => encodeURIComponent(value);

// Identity
export const register = (body: Registration) =>
  request<AuthResponse>(P.register, { method: 'POST', auth: 'none', body });

export const login = (body: Credentials) => request<AuthResponse>(P.login, { method: 'POST', auth: 'none', body });

export const getUser = () => request<UserResponse>(P.getUser, { auth: 'bearer' });

export const resetPassword = (body: PasswordReset) =>
  request<MessageResponse>(P.resetPassword, { method: 'PATCH', auth: 'none', body });

/**
 * The single-use link e-mailed after PATCH /resetPassword (/reset-password?token=<token>): its owner chooses the
 * new password there. The password typed when asking for the reset is never used.
 */
export const confirmPasswordReset = (body: PasswordResetConfirmation) =>
  request<MessageResponse>(P.confirmPasswordReset, { method: 'POST', auth: 'none', body });

/** The single-use link e-mailed to a new account (/verify-email?token=<token>): proves the address is the owner's. */
export const verifyEmail = (body: EmailVerification) =>
  request<MessageResponse>(P.verifyEmail, { method: 'POST', auth: 'none', body });

/** E-mails the signed-in customer a new verification link; older links stop working. */
export const resendVerification = () => request<MessageResponse>(P.resendVerification, { method: 'POST', auth: 'bearer' });

/** Ends every session of the account on the server (every device), for the token given. */
export const logout = (token: string) => request<MessageResponse>(P.logout, { method: 'POST', auth: 'bearer', token });

// Catalog
export const getProducts = (query?: PageQuery) =>
  request<ProductsResponse>(P.getProducts, { auth: 'none', query: { ...query } });

export function updateProduct(productId: string, update: ProductUpdate) {
  const form = new FormData();
  form.set('name', update.name);
  form.set('monthly_price', String(update.monthly_price));
  form.set('stock_status', update.stock_status);
  form.set('combo', String(update.combo));
  update.key_features.forEach((feature, index) => form.set(`key_features[${index}]`, feature));
  if (update.photo) form.set('photo', update.photo);
  if (update.units_available !== undefined) form.set('units_available', String(update.units_available));
  if (update.units_maintenance !== undefined) form.set('units_maintenance', String(update.units_maintenance));
  return request<ProductUpdateResponse>(`${P.updateProduct}/${id(productId)}`, { method: 'PUT', auth: 'admin', body: form });
}

// Cart
export const addItemsToCart = (cartItems: readonly CartChoice[]) =>
  request<AddItemsToCartResponse>(P.addItemsToCart, { method: 'POST', auth: 'bearer', body: { cartItems } });

export const updateTvScreen = (tvSize: number) =>
  request<TvSizeResponse>(P.updateTvScreen, { method: 'PATCH', auth: 'bearer', body: { tvSize } });

export const getCartItems = () => request<ServerCartResponse>(P.getCartItems, { auth: 'bearer' });

// Scheduling
export const verifyCalendar = () => request<BookingsResponse>(P.verifyCalendar, { auth: 'bearer' });

/** Places matching what the customer typed (city, ZIP code, 'City, ST', address), at most `limit`. */
export const searchPlaces = (q: string, limit = 8) =>
  request<GeocodeResponse>(P.geocode, { auth: 'bearer', query: { q, limit } });

/** The places nearest to a point (the current-location line, a click on the map), nearest first. */
export const placesAt = (lat: number, lng: number) =>
  request<GeocodeResponse>(P.geocode, { auth: 'bearer', query: { lat, lng } });

// Billing
export const storeBilling = (body: BillingSubmission) =>
  request<StoreBillingResponse>(P.storeBilling, { method: 'POST', auth: 'bearer', body });

/** Which card payment provider runs (Stripe with its publishable key, or the test-mode sandbox), and the caller's billing. */
export const getBillingDetails = () => request<BillingDetails>(P.getBillingDetails, { auth: 'bearer' });

/** Test mode only: a payment method from a typed test card, the way Stripe.js's createPaymentMethod makes one. */
export const createSandboxPaymentMethod = (body: SandboxCard) =>
  request<SandboxPaymentMethodResponse>(P.createSandboxPaymentMethod, { method: 'POST', auth: 'bearer', body });

/** Card first: a SetupIntent for the customer, confirmed with the card before the agreement opens. */
export const createSetupIntent = () => request<SetupIntentResponse>(P.createSetupIntent, { method: 'POST', auth: 'bearer' });

/** Test mode's stand-in for Stripe.js confirmCardSetup: 402 payment_error with the card's documented decline. */
export const confirmSandboxSetupIntent = (body: SandboxSetupConfirmation) =>
  request<SandboxSetupConfirmed>(P.confirmSandboxSetupIntent, { method: 'POST', auth: 'bearer', body });

export const updatePaymentMethod = (paymentMethodId: string) =>
  request<unknown>(P.updatePaymentMethod, { method: 'PATCH', auth: 'bearer', body: { paymentMethodId } });

export const pauseBilling = () => request<MessageResponse>(P.pauseBilling, { method: 'PATCH', auth: 'bearer' });

export const resumeBilling = () => request<MessageResponse>(P.resumeBilling, { method: 'POST', auth: 'bearer' });

/**
 * Charges the order's failed or open invoices now with the card on file, or with `card` (a payment method just made,
 * kept as the card on file when `saveCard`): 402 `payment_error` when the card is refused.
 */
export const payNow = (orderId: string, card?: { paymentMethodId: string; saveCard: boolean }) =>
  request<PayNowResponse>(P.payNow, { method: 'POST', auth: 'bearer', body: { orderId, ...card } });

/** Pays the order off early (POST /payNow with payoff): the server works the amount out; it is owned once paid. */
export const payOff = (orderId: string) => request<PayNowResponse>(P.payNow, { method: 'POST', auth: 'bearer', body: { orderId, payoff: true } });

// Orders
/**
 * Places the order for the delivery choice. `idempotencyKey` names one checkout attempt: a retry of the same attempt
 * (a double click, a network failure, a second Submit after a card problem) sends the same key and makes no second order.
 */
export const createOrder = (body: OrderRequest, idempotencyKey: string) =>
  request<CreateOrderResponse>(P.createOrder, { method: 'POST', auth: 'bearer', body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The account page's data in one call; `missing` names what could not be fetched (a service down). */
export const getDashboardData = () => request<DashboardData>(P.getDashboardData, { auth: 'bearer' });

/** The agreement the server composes for the order about to be placed (its items, address, charge): shown, signed, printed. */
export const draftAgreement = (body: AgreementRequest) => request<AgreementText>(P.draftAgreement, { method: 'POST', auth: 'bearer', body });

/** The signed agreement of one of the customer's orders (404 for any other order). */
export const getAgreement = (orderId: string) => request<{ agreement: SignedAgreementCopy }>(`${P.getAgreement}/${id(orderId)}`, { auth: 'bearer' });

export const getRecentOrder = () => request<RecentOrderResponse>(P.getRecentOrder, { auth: 'bearer' });

/** The street address of the customer's own order placed without one ("address needed"). */
export const setDeliveryAddress = (orderId: string, deliveryAddress: DeliveryAddress) =>
  request<SetDeliveryAddressResponse>(`${P.setDeliveryAddress}/${id(orderId)}`, { method: 'PATCH', auth: 'bearer', body: { deliveryAddress } });

/** Move the delivery of the customer's own order (scheduled or missed) to another slot. */
export const rescheduleDelivery = (orderId: string, slot: { deliveryDate: string; deliveryTime: string }) =>
  request<RescheduleDeliveryResponse>(`${P.rescheduleDelivery}/${id(orderId)}`, { method: 'PATCH', auth: 'bearer', body: slot });

// Support
export const contactSupport = (body: ContactMessage) =>
  request<ContactSupportResponse>(P.contactSupport, { method: 'POST', auth: 'none', body });

/** Support's phone, hours and how soon messages are answered (notification's settings). */
export const getSupportInfo = () => request<SupportInfo>(P.getSupportInfo, { auth: 'none' });

// Admin back office
export const getUsers = (query?: UsersQuery) => request<UsersPage>(P.getUsers, { auth: 'admin', query: { ...query } });

export const updateUser = (userId: string, body: UserUpdate) =>
  request<UserUpdateResponse>(`${P.updateUser}/${id(userId)}`, { method: 'PUT', auth: 'admin', body });

export const deleteUser = (userId: string) =>
  request<DeleteUserResponse>(`${P.deleteUser}/${id(userId)}`, { method: 'DELETE', auth: 'admin' });

/** Suspends a customer: their billing is paused exactly as their own Pause Billing does. */
export const suspendUser = (userId: string) =>
  request<UserSuspensionResponse>(`${P.suspendUser}/${id(userId)}`, { method: 'PATCH', auth: 'admin' });

export const activateUser = (userId: string) =>
  request<UserSuspensionResponse>(`${P.activateUser}/${id(userId)}`, { method: 'PATCH', auth: 'admin' });

/** The subscriptions (orders), paged, filtered and searched on the server. */
export const getOrders = (query?: AdminOrdersQuery) =>
  request<AdminOrdersPage>(P.getOrders, { auth: 'admin', query: { ...query } });

export const pauseSubscription = (orderId: string) =>
  request<SubscriptionStatusResponse>(`${P.pauseSubscription}/${id(orderId)}`, { method: 'PATCH', auth: 'admin' });

export const unpauseSubscription = (orderId: string) =>
  request<SubscriptionStatusResponse>(`${P.unpauseSubscription}/${id(orderId)}`, { method: 'PATCH', auth: 'admin' });

/** The admin marks an order's delivery made (the term starts) or missed (the slot freed, the customer asked to reschedule). */
export const markDelivered = (orderId: string, visit: { technician: string; note?: string }) =>
  request<DeliveryMarkResponse>(`${P.markDelivered}/${id(orderId)}`, { method: 'PATCH', auth: 'admin', body: visit });

export const markMissed = (orderId: string, note?: string) =>
  request<DeliveryMarkResponse>(`${P.markMissed}/${id(orderId)}`, { method: 'PATCH', auth: 'admin', body: note ? { note } : {} });

/** One subscription's invoices, fees, amount due and days late, as billing computed them (null: billing down). */
export const getSubscriptionBilling = (orderId: string) =>
  request<SubscriptionBillingResponse>(`${P.getSubscriptionBilling}/${id(orderId)}`, { auth: 'admin' });

/** The back office's statistics, computed on the server over all the data. */
export const getAdminStats = () => request<AdminStatsResponse>(P.getAdminStats, { auth: 'admin' });

export const getAnalytics = () => request<AnalyticsResponse>(P.getAnalytics, { auth: 'admin' });

export const getNotifications = (query?: NotificationsQuery) =>
  request<NotificationsPage>(P.getNotifications, { auth: 'admin', query: { ...query } });

export const markNotificationsRead = (body: MarkNotificationsRead) =>
  request<MarkNotificationsReadResponse>(P.markNotificationsRead, { method: 'PATCH', auth: 'admin', body });

/** Create Alert: the admin's own notice in the feed. */
export const createAlert = (body: NewAlert) => request<NewAlertResponse>(P.createAlert, { method: 'POST', auth: 'admin', body });

/** E-mails the chosen customers now, or at `sendAt`. */
export const sendBulkMessage = (body: BulkMessage) =>
  request<BulkMessageResponse>(P.sendBulkMessage, { method: 'POST', auth: 'admin', body });

export const getScheduledMessages = (query?: PageQuery) =>
  request<ScheduledMessagesResponse>(P.getScheduledMessages, { auth: 'admin', query: { ...query } });

export const getDeadLetters = () => request<DeadLettersResponse>(P.getDeadLetters, { auth: 'admin' });

export const replayDeadLetters = (body: ReplayDeadLettersRequest) =>
  request<ReplayDeadLettersResponse>(P.replayDeadLetters, { method: 'POST', auth: 'admin', body });

// Live status
/** A ticket for the live status stream (an EventSource cannot send the token); the stream's URL takes it. */
export const createLiveTicket = () => request<LiveTicket>(P.createLiveTicket, { method: 'POST', auth: 'bearer' });
