/** The back office's server state, by key: a change invalidates the lists that show it. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userCounts: ['admin', 'users', 'counts'] as const,
  orders: ['admin', 'orders'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: ['admin', 'analytics'] as const,
  notifications: ['admin', 'notifications'] as const,
  unreadCount: ['admin', 'notifications', 'unread-count'] as const,
  scheduled: ['admin', 'scheduled-messages'] as const,
  /** The storefront's catalogue key too: an edited product shows in /appliance at once. */
  products: ['products'] as const,
  adminProducts: ['admin', 'products'] as const,
};
