/**
 * The shapes the SPA sends and receives, under the SPA's own names.
 *
 * Every call the gateway documents takes its shapes from ./openapi.gen.ts, which is generated from the services'
 * contracts (`npm run api-types -w frontend`; `make typecheck` fails when it is stale): a contract that changes
 * what a path answers changes these types, and a screen that read the old shape stops compiling. Where the SPA
 * wants something narrower or friendlier, it is derived from the generated shape and says why.
 *
 * The calls not documented yet (the admin's order lists, the dashboard data) are written by hand from the product
 * spec (sections 3 and 7), at the end of this file, until their contracts join the document.
 */
import type { paths } from './openapi.gen';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods the document gives a path (so a typo in a method is an error, not a silent `never`). */
export type MethodOf<P extends keyof paths> = {
  [M in Method]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[Method];

type Operation<P extends keyof paths, M extends MethodOf<P>> = NonNullable<paths[P][M]>;

type SuccessStatus = 200 | 201 | 202 | 204;

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of a documented call's success answer: `ApiResponse<'/getUser', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R } ? JsonOf<R[Extract<keyof R, SuccessStatus>]> : never;

/** The body a documented call takes, in whichever media type it is documented with (JSON or multipart). */
export type ApiBody<P extends keyof paths, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody?: { content: infer C } } ? C[keyof C] : never;

/** The query string a documented call takes. */
export type ApiQuery<P extends keyof paths, M extends MethodOf<P>> = NonNullable<Operation<P, M>['parameters']['query']>;

// Catalog

export type ProductsResponse = ApiResponse<'/getProducts', 'get'>;
export type Product = ProductsResponse['products'][number];
export type StockStatus = Product['stock_status'];
export type ProductCategory = Product['category'];
export type PageQuery = ApiQuery<'/getProducts', 'get'>;
export type ProductUpdateResponse = ApiResponse<'/updateProduct/{id}', 'put'>;

/**
 * The admin's product edit as the screen holds it: a number for the price and a File for the photo; the client
 * turns it into the multipart form the contract documents (text fields, key_features[0], ...).
 */
export interface ProductUpdate {
  name: string;
  monthly_price: number;
  stock_status: ApiBody<'/updateProduct/{id}', 'put'>['stock_status'];
  combo: boolean;
  key_features: string[];
  photo?: File;
  /** Units on the shelf and in maintenance (whole numbers); absent keeps them. */
  units_available?: number;
  units_maintenance?: number;
}

// Cart

export type ServerCartResponse = ApiResponse<'/getCartItems', 'get'>;
/** A line of the cart the server keeps: names and prices are the catalogue's. */
export type ServerCartItem = ServerCartResponse['cartItems']['items'][number];
export type AddItemsToCartResponse = ApiResponse<'/addItemsToCart', 'post'>;
export type TvSizeResponse = ApiResponse<'/updateTvscreen', 'patch'>;
export type PlugType = NonNullable<ServerCartItem['comboItem']>['plugType'];

/**
 * A combo set's dryer plug as the storefront keeps it: narrower than the server's (which answers any description
 * as text), since the SPA offers exactly these two.
 */
export interface ComboItem {
  plugType: PlugType;
  plugDescription: '3-prong 220v USA Homes' | '4-prong 220V USA Homes';
}

/**
 * A line of the cart the storefront keeps in localStorage: a copy of the product plus the customer's choice for
 * TVs or combo sets. Any size is held here (the pickers offer the nine the server takes, and it checks them).
 */
export type CartItem = Product & {
  tvSize?: number;
  comboItem?: ComboItem;
};

/** What POST /addItemsToCart reads of an item: the product and the choice (the server prices it from the catalogue). */
export type CartChoice = Pick<CartItem, '_id' | 'tvSize' | 'comboItem'>;

// Scheduling

/**
 * GET /verifyCalandar: the booked slots from today on (spec 7's `orders`), plus the delivery calendar the screen
 * judges days with, so that "past" and "today" are the delivery zone's, not the browser's.
 */
export type BookingsResponse = ApiResponse<'/verifyCalandar', 'get'>;
/** A slot somebody holds (spec 3, existing booking): 'YYYY-MM-DD' and a slot label such as '3:00 PM'. */
export type Booking = BookingsResponse['orders'][number];
/** One of the 12 hourly slot labels, '8:00 AM' .. '7:00 PM'. */
export type DeliverySlot = BookingsResponse['slots'][number];
/** GET /geocode: forward search (`q`, `limit`) or reverse lookup (`lat`, `lng`); the browser never holds a key. */
export type GeocodeResponse = ApiResponse<'/geocode', 'get'>;
export type GeocodeResult = GeocodeResponse['results'][number];

// Identity

export type Registration = ApiBody<'/register', 'post'>;
export type Credentials = ApiBody<'/login', 'post'>;
/** Register and log in answer alike: a message and the customer's token. */
export type AuthResponse = ApiResponse<'/register', 'post'> | ApiResponse<'/login', 'post'>;
/** The `{ message }` most calls answer with. */
export type MessageResponse = ApiResponse<'/logout', 'post'>;
export type PasswordReset = ApiBody<'/resetPassword', 'patch'>;
/** Sent from the e-mailed link's page: the link's token and the password its owner chose. */
export type PasswordResetConfirmation = ApiBody<'/confirmPasswordReset', 'post'>;
/** Sent from the e-mailed verification link's page (/verify-email?token=...). */
export type EmailVerification = ApiBody<'/verifyEmail', 'post'>;

export type UserResponse = ApiResponse<'/getUser', 'get'>;
export type User = UserResponse['user'];
export type Address = NonNullable<User['address']>;

export type UsersQuery = ApiQuery<'/getUsers', 'get'>;
export type UsersPage = ApiResponse<'/getUsers', 'get'>;
export type UserUpdate = ApiBody<'/update-user/{id}', 'put'>;
export type UserUpdateResponse = ApiResponse<'/update-user/{id}', 'put'>;
export type DeleteUserResponse = ApiResponse<'/delete-user/{id}', 'delete'>;

// Support

export type ContactMessage = ApiBody<'/contactSupport', 'post'>;
export type ContactSupportResponse = ApiResponse<'/contactSupport', 'post'>;
export type SupportInfo = ApiResponse<'/getSupportInfo', 'get'>;

/** POST /events/ticket: a ticket to open GET /events/stream with (lib/live-events.ts). */
export type LiveTicket = ApiResponse<'/events/ticket', 'post'>;

// Billing

/** POST /storeBilling (spec 7): the card's payment method, zip code, draft day, saveCard and the signed agreement. */
export type BillingSubmission = ApiBody<'/storeBilling', 'post'>;
export type StoreBillingResponse = ApiResponse<'/storeBilling', 'post'>;
/** The signed rental agreement: both signatures are PNG data URLs; agreementVersion is always '1.0'. */
export type Agreement = BillingSubmission['agreement'];
/** GET /getBillingDetails: which card payment provider runs ('stripe' with its publishable key, or 'sandbox'). */
export type BillingDetails = ApiResponse<'/getBillingDetails', 'get'>;
export type PaymentProvider = BillingDetails['provider'];
/** POST /createSandboxPaymentMethod (test mode): a typed test card, as Stripe.js's createPaymentMethod takes it. */
export type SandboxCard = ApiBody<'/createSandboxPaymentMethod', 'post'>;
export type SandboxPaymentMethodResponse = ApiResponse<'/createSandboxPaymentMethod', 'post'>;
/** POST /createSetupIntent: the SetupIntent the card is checked with before the agreement (Stripe.js, or the sandbox). */
export type SetupIntentResponse = ApiResponse<'/createSetupIntent', 'post'>;
export type SandboxSetupConfirmation = ApiBody<'/confirmSandboxSetupIntent', 'post'>;
export type SandboxSetupConfirmed = ApiResponse<'/confirmSandboxSetupIntent', 'post'>;

// Orders

type OrderChoice = ApiBody<'/createOrder', 'post'>;

/**
 * The delivery choice (spec 3): the query `data` of /billing and the body of POST /createOrder. The SPA always has
 * every field (totalCost and locationName are optional in the document); the time is any text here because it is
 * read back from the address, and the order service checks it is one of the 12 slots.
 */
export type DeliveryChoice = Pick<OrderChoice, 'location' | 'deliveryDate'> & {
  deliveryTime: string;
  totalCost: number;
  locationName: string;
  /** Added to the spec (issue 21): the delivery page always sets the street address and the stairs answer. */
  deliveryAddress?: DeliveryAddress;
  stairs?: boolean;
};
/** POST /createOrder's body: the delivery choice and, added to the spec (issue 21), the signed agreement's hash. */
export type OrderRequest = DeliveryChoice & Pick<OrderChoice, 'agreementHash'>;
/** A delivery address as POST /createOrder and PATCH /setDeliveryAddress/{orderId} take it (checked by @rto/contracts' rule). */
export type DeliveryAddress = NonNullable<OrderChoice['deliveryAddress']>;
/** PATCH /setDeliveryAddress/{orderId}: the address of an order placed without one ("address needed"). */
export type SetDeliveryAddressResponse = ApiResponse<'/setDeliveryAddress/{orderId}', 'patch'>;
export type RescheduleDeliveryResponse = ApiResponse<'/rescheduleDelivery/{orderId}', 'patch'>;
export type DeliveryMarkResponse = ApiResponse<'/markDelivered/{orderId}', 'patch'>;
/** POST /draftAgreement: the agreement text the server composed for the order about to be placed, and its hash. */
/** The delivery choice as the SPA holds it (see DeliveryChoice), and who signs how. */
export type AgreementRequest = DeliveryChoice & Omit<ApiBody<'/draftAgreement', 'post'>, keyof OrderChoice>;
export type AgreementText = ApiResponse<'/draftAgreement', 'post'>;
/** GET /getAgreement/{orderId}: an order's signed agreement, to download again. */
export type SignedAgreementCopy = ApiResponse<'/getAgreement/{orderId}', 'get'>['agreement'];
/** POST /createOrder: 201 with the stored order, pending until billing starts its subscription. */
export type CreateOrderResponse = ApiResponse<'/createOrder', 'post'>;
/** GET /getRecentOrder (spec 3, recent order for confirmation): the caller's newest order. */
export type RecentOrderResponse = ApiResponse<'/getRecentOrder', 'get'>;
export type RecentOrder = RecentOrderResponse['data'];

export interface LatLng {
  lat: number;
  lng: number;
}

/** GET /getDashboardData: the account page's data, as order's contract says (the generated OpenAPI types). */
export type DashboardData = ApiResponse<'/getDashboardData', 'get'>;
/** An order as the account page gets it: the order plus what the account card reads and the payments made on it. */
export type DashboardOrder = DashboardData['orders'][number];
/** An item of such an order, with its cost to own (payments made, payoff today). */
export type DashboardItem = DashboardOrder['items'][number];
export type PaymentMethod = NonNullable<DashboardData['paymentMethod']>;
/** A monthly charge billing recorded (a draft-day run, or Stripe's invoice.paid / invoice.payment_failed). */
export type Invoice = DashboardData['invoices'][number];
/** What could not be fetched for the account page (a service down): the page says so. */
export type DashboardPart = DashboardData['missing'][number];
/** POST /payNow: the order's failed invoices charged again now, with the card on file. */
export type PayNowResponse = ApiResponse<'/payNow', 'post'>;

// The admin back office (issue 13)

/** GET /get-orders: the subscriptions, paged, filtered and searched on the server. */
export type AdminOrdersQuery = ApiQuery<'/get-orders', 'get'>;
export type AdminOrdersPage = ApiResponse<'/get-orders', 'get'>;
/** Spec 3's admin subscription row, plus what the details modal shows. */
export type AdminOrder = AdminOrdersPage['orders'][number];
export type AdminOrderStatus = AdminOrder['status'];
export type SubscriptionStatusResponse = ApiResponse<'/pauseSubscription/{id}', 'patch'>;
/** Suspend or activate a customer: their billing paused or resumed. */
export type UserSuspensionResponse = ApiResponse<'/suspendUser/{id}', 'patch'>;

export type AdminStatsResponse = ApiResponse<'/getAdminStats', 'get'>;
/** Spec 3's admin stats, over all the data. */
export type AdminStats = AdminStatsResponse['stats'];
/** This month against last. */
export type StatChange = AdminStatsResponse['changes']['users'];
export type AnalyticsResponse = ApiResponse<'/getAnalytics', 'get'>;
/** Billing's money beside the spec's figures: collected this month and overdue, null when billing was down. */
export type MoneyFigures = Pick<AdminStats, 'collectedThisMonth' | 'overdue'>;
/** GET /getSubscriptionBilling/{id}: a subscription's invoices and what is due; `billing` null when billing was down. */
export type SubscriptionBillingResponse = ApiResponse<'/getSubscriptionBilling/{id}', 'get'>;
export type SubscriptionBilling = NonNullable<SubscriptionBillingResponse['billing']>;
export type AdminInvoice = SubscriptionBilling['invoices'][number];

export type NotificationsQuery = ApiQuery<'/getNotifications', 'get'>;
export type NotificationsPage = ApiResponse<'/getNotifications', 'get'>;
export type AdminNotification = NotificationsPage['notifications'][number];
export type MarkNotificationsRead = ApiBody<'/markNotificationsRead', 'patch'>;
export type MarkNotificationsReadResponse = ApiResponse<'/markNotificationsRead', 'patch'>;
export type NewAlert = ApiBody<'/createAlert', 'post'>;
export type NewAlertResponse = ApiResponse<'/createAlert', 'post'>;
export type BulkMessage = ApiBody<'/sendBulkMessage', 'post'>;
export type BulkMessageResponse = ApiResponse<'/sendBulkMessage', 'post'>;
export type ScheduledMessagesResponse = ApiResponse<'/getScheduledMessages', 'get'>;
export type ScheduledMessage = ScheduledMessagesResponse['messages'][number];
export type DeadLettersResponse = ApiResponse<'/getDeadLetters', 'get'>;
export type DeadLetterRow = DeadLettersResponse['services'][number];
export type ReplayDeadLettersRequest = ApiBody<'/replayDeadLetters', 'post'>;
export type ReplayDeadLettersResponse = ApiResponse<'/replayDeadLetters', 'post'>;
