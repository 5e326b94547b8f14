/** The back office's screens (spec 2.12 to 2.18): sidebar label and the screen's title. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: 'Dashboard', title: 'Dashboard Overview' },
  { path: 'users', label: 'User Management', title: 'User Management' },
  { path: 'subscriptions', label: 'Subscriptions', title: 'Subscription & Payment Control' },
  { path: 'inventory', label: 'Inventory', title: 'Appliance & Inventory Tracking' },
  { path: 'analytics', label: 'Analytics', title: 'Analytics & Reporting' },
  { path: 'notifications', label: 'Notifications', title: 'Notifications & Communication' },
  { path: 'tickets', label: 'Tickets', title: 'Repair Tickets' },
] as const;
