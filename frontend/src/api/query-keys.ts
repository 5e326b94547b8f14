/**
 * Every server-state key of the SPA in one place, so a screen that changes something invalidates the very key
 * another screen reads (two keys for one resource would cache it twice and let the copies disagree).
 */
export const queryKeys = {
  /** GET /getUser, by token: after another account logs in on this device, its own user (and role) is asked for. */
  sessionUser: (token: string | null) => ['session', 'user', token] as const,
  /** The catalogue; the admin's inventory invalidates it too, so an edited product shows in /appliance at once. */
  products: ['products'] as const,
  dashboard: ['dashboard'] as const,
  /** Under the dashboard: My Account's live events, which re-read the dashboard, re-read the tickets too. */
  repairTickets: ['dashboard', 'repairs'] as const,
  billingDetails: ['billing', 'details'] as const,
  recentOrder: ['orders', 'recent'] as const,
  supportInfo: ['support', 'info'] as const,
  deliveryCart: ['delivery', 'cart'] as const,
  deliveryCalendar: ['delivery', 'calendar'] as const,
  deliveryPlaces: (text: string) => ['delivery', 'places', text] as const,
};

/** The back office's server state, by key: a change invalidates the lists that show it. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userCounts: ['admin', 'users', 'counts'] as const,
  orders: ['admin', 'orders'] as const,
  /** Under orders: refreshing the subscriptions refreshes an open one's money too. */
  subscriptionBilling: (orderId: string) => ['admin', 'orders', orderId, 'billing'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: ['admin', 'analytics'] as const,
  notifications: ['admin', 'notifications'] as const,
  unreadCount: ['admin', 'notifications', 'unread-count'] as const,
  scheduled: ['admin', 'scheduled-messages'] as const,
  deadLetters: ['admin', 'dead-letters'] as const,
  repairTickets: ['admin', 'repairs'] as const,
  products: queryKeys.products,
  adminProducts: ['admin', 'products'] as const,
};
