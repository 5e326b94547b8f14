/**
 * Every backend path the SPA calls, spelled exactly as in the product spec (section 7) — including
 * `/verifyCalandar`. The Vite dev server proxies these to the gateway, so this list is the one place a
 * new backend path has to be added.
 */
export const API_PATHS = {
  register: '/register',
  login: '/login',
  getProducts: '/getProducts',
  addItemsToCart: '/addItemsToCart',
  updateTvScreen: '/updateTvscreen',
  getUser: '/getUser',
  getCartItems: '/getCartItems',
  verifyCalendar: '/verifyCalandar',
  geocode: '/geocode',
  storeBilling: '/storeBilling',
  getBillingDetails: '/getBillingDetails',
  createSandboxPaymentMethod: '/createSandboxPaymentMethod',
  createSetupIntent: '/createSetupIntent',
  confirmSandboxSetupIntent: '/confirmSandboxSetupIntent',
  createOrder: '/createOrder',
  contactSupport: '/contactSupport',
  getSupportInfo: '/getSupportInfo',
  getDashboardData: '/getDashboardData',
  draftAgreement: '/draftAgreement',
  getAgreement: '/getAgreement',
  updatePaymentMethod: '/updatePaymentMethod',
  pauseBilling: '/pauseBilling',
  resumeBilling: '/resumeBilling',
  payNow: '/payNow',
  getUsers: '/getUsers',
  updateUser: '/update-user',
  deleteUser: '/delete-user',
  getOrders: '/get-orders',
  pauseSubscription: '/pauseSubscription',
  unpauseSubscription: '/unpauseSubscription',
  getSubscriptionBilling: '/getSubscriptionBilling',
  updateProduct: '/updateProduct',
  getAdminStats: '/getAdminStats',
  getAnalytics: '/getAnalytics',
  getNotifications: '/getNotifications',
  markNotificationsRead: '/markNotificationsRead',
  createAlert: '/createAlert',
  sendBulkMessage: '/sendBulkMessage',
  getScheduledMessages: '/getScheduledMessages',
  getDeadLetters: '/getDeadLetters',
  replayDeadLetters: '/replayDeadLetters',
  suspendUser: '/suspendUser',
  activateUser: '/activateUser',
  resetPassword: '/resetPassword',
  confirmPasswordReset: '/confirmPasswordReset',
  verifyEmail: '/verifyEmail',
  resendVerification: '/resendVerification',
  logout: '/logout',
  getRecentOrder: '/getRecentOrder',
  setDeliveryAddress: '/setDeliveryAddress',
  rescheduleDelivery: '/rescheduleDelivery',
  markDelivered: '/markDelivered',
  markMissed: '/markMissed',
  requestReturn: '/requestReturn',
  schedulePickup: '/schedulePickup',
  markReturned: '/markReturned',
  requestRepair: '/requestRepair',
  getRepairTickets: '/getRepairTickets',
  getAllRepairTickets: '/getAllRepairTickets',
  updateRepairTicket: '/updateRepairTicket',
  createLiveTicket: '/events/ticket',
  liveStream: '/events/stream',
} as const;

/**
 * Paths served by the backend that are not calls of the SPA: product photos, the API description, health, and the
 * payment provider's webhook (Stripe calls it; a developer may point the Stripe CLI at the dev server).
 */
export const BACKEND_ASSET_PATHS = ['/photos', '/openapi.json', '/healthz', '/webhooks/stripe'] as const;

/**
 * The back office dashboard's Recent Subscription Orders: this many a page. Part of that read's address, which the
 * dashboard asks for (api/admin-dashboard.ts) and the opening script starts (OPENING_READS).
 */
export const RECENT_ORDERS_PAGE_SIZE = 5;

/**
 * The GETs a signed-in page's first screen is built from, by the page's path: the session's user, what
 * app/page-data.ts reads as the page opens, and what its sections read as soon as it shows (My Account's repair tickets
 * and billing details). The build puts them in the opening script (boot/opening-fetch.ts), which starts them before
 * the main script has run. Tests hold them to the page both ways: page-data.test.ts (every read the page opens with
 * is started here) and opening-reads.test.tsx (every read started here is one the page makes: none is wasted).
 */
export const OPENING_READS: Readonly<Record<string, readonly string[]>> = {
  '/delivery': [API_PATHS.getUser, API_PATHS.getCartItems, API_PATHS.verifyCalendar],
  '/dashboard': [API_PATHS.getUser, API_PATHS.getDashboardData, API_PATHS.getRepairTickets, API_PATHS.getBillingDetails],
  '/billing': [API_PATHS.getUser, API_PATHS.getBillingDetails],
  '/admin/dashboard': [API_PATHS.getUser, API_PATHS.getAdminStats, `${API_PATHS.getOrders}?page=1&limit=${RECENT_ORDERS_PAGE_SIZE}`],
};
