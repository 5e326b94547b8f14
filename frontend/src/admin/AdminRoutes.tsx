import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { DashboardPage } from './dashboard/DashboardPage';
import { AdminLayout } from './layout/AdminLayout';

// The dashboard, where the back office opens (/admin leads there), comes with this chunk, which the page preloads: a
// chunk of its own was fetched only once this one had run, after the admin check (issue 24). Every other screen is its
// own chunk; the Analytics page's chart library is loaded by that page alone.
const UsersPage = lazyPage(() => import('./users/UsersPage'), 'UsersPage');
const SubscriptionsPage = lazyPage(() => import('./subscriptions/SubscriptionsPage'), 'SubscriptionsPage');
const InventoryPage = lazyPage(() => import('./inventory/InventoryPage'), 'InventoryPage');
const AnalyticsPage = lazyPage(() => import('./analytics/AnalyticsPage'), 'AnalyticsPage');
const NotificationsPage = lazyPage(() => import('./notifications/NotificationsPage'), 'NotificationsPage');
const RepairTicketsPage = lazyPage(() => import('./repairs/RepairTicketsPage'), 'RepairTicketsPage');

/** Everything under /admin/* (the guard is in app/). /admin and /admin/ land on the dashboard (spec 2.1). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
        <Route path="inventory" element={<InventoryPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="tickets" element={<RepairTicketsPage />} />
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
