import { Suspense } from 'react';
import { type RouteObject } from 'react-router';
import { AuthPage } from '../auth/AuthPage';
import { ProductsPage } from '../catalog/products/ProductsPage';
import { AppLayout, PageLoading } from './AppLayout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { RequireAdmin } from './RequireAdmin';

// Only the two screens of the first visit (/ and /appliance) are in the first bundle; every other route is
// its own chunk, loaded when visited.
const TroubleshootingGuide = lazyPage(() => import('../support/troubleshooting/TroubleshootingGuide'), 'TroubleshootingGuide');
const ContactPage = lazyPage(() => import('../support/contact/ContactPage'), 'ContactPage');
const ResetPasswordPage = lazyPage(() => import('../support/reset-password/ResetPasswordPage'), 'ResetPasswordPage');
const DeliveryPage = lazyPage(() => import('../delivery/DeliveryPage'), 'DeliveryPage');
const BillingPage = lazyPage(() => import('../billing/BillingPage'), 'BillingPage');
const ConfirmationPage = lazyPage(() => import('../confirmation/ConfirmationPage'), 'ConfirmationPage');
const MockConfirmPage = lazyPage(() => import('../confirmation/MockConfirmPage'), 'MockConfirmPage');
const AccountPage = lazyPage(() => import('../account/AccountPage'), 'AccountPage');
const AdminRoutes = lazyPage(() => import('../admin/AdminRoutes'), 'default');

/** Every route of spec 2.1. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <AuthPage /> },
      { path: 'appliance', element: <ProductsPage /> },
      { path: 'freezer', element: <TroubleshootingGuide guideId="freezer" /> },
      { path: 'refrigerator', element: <TroubleshootingGuide guideId="refrigerator" /> },
      { path: 'dryer', element: <TroubleshootingGuide guideId="dryer" /> },
      { path: 'washer', element: <TroubleshootingGuide guideId="washer" /> },
      { path: 'tv', element: <TroubleshootingGuide guideId="tv" /> },
      { path: 'delivery', element: <DeliveryPage /> },
      { path: 'billing', element: <BillingPage /> },
      { path: 'confirmation', element: <ConfirmationPage /> },
      { path: 'confirm', element: <MockConfirmPage /> },
      { path: 'dashboard', element: <AccountPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The back office has its own frame (sidebar, bell); /admin and /admin/ land on its dashboard (AdminRoutes).
  {
    path: 'admin/*',
    element: (
      <RequireAdmin>
        <Suspense fallback={<PageLoading />}>
          <AdminRoutes />
        </Suspense>
      </RequireAdmin>
    ),
  },
];
