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
  createLiveTicket: '/events/ticket',
  liveStream: '/events/stream',
} as const;

/**
 * Paths served by the backend that are not calls of the SPA: product photos, the API description, health, and the
 * payment provider's webhook (Stripe calls it; a developer may point the Stripe CLI at the dev server).
 */
export const BACKEND_ASSET_PATHS = ['/photos', '/openapi.json', '/healthz', '/webhooks/stripe'] as const;
