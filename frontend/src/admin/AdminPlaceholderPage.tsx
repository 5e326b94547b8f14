import { ComingSoon } from '../ui/ComingSoon';

/** The admin screens (spec 2.12 to 2.18) and their section titles; each one arrives with its own issue. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Dashboard Overview' },
  { path: 'users', title: 'User Management' },
  { path: 'subscriptions', title: 'Subscription & Payment Control' },
  { path: 'inventory', title: 'Appliance & Inventory Tracking' },
  { path: 'analytics', title: 'Analytics & Reporting' },
  { path: 'notifications', title: 'Notifications & Communication' },
] as const;

export function AdminPlaceholderPage({ title }: { title: string }) {
  return (
    <ComingSoon title={title} backTo={{ to: '/admin/dashboard', label: 'Back to the admin dashboard' }}>
      This part of the back office is coming soon.
    </ComingSoon>
  );
}
