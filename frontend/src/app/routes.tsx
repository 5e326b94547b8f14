import { SPA_PAGES, spaPageOf, type SpaPage } from '@rto/kit/spa-pages';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { type RouteObject } from 'react-router';
import { AppLayout, PageLoading } from './AppLayout';
import { AuthPage } from '../auth/AuthPage';
import { ProductsPage } from '../catalog/products/ProductsPage';
import { lazyPage } from '../lib/lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { prefetchPageData, waitBeforeFirstRender } from './page-data';
import { PageMeta } from './page-meta';
import { RequireAdmin } from './RequireAdmin';

// Only the two screens of the first visit (/ and /appliance) are in the first bundle; every other route is
// its own chunk, loaded when visited (and listed in page-modules.ts, so that the gateway preloads it with the page).
const TroubleshootingGuide = lazyPage(() => import('../support/troubleshooting/TroubleshootingGuide'), 'TroubleshootingGuide');
const ContactPage = lazyPage(() => import('../support/contact/ContactPage'), 'ContactPage');
const ResetPasswordPage = lazyPage(() => import('../support/reset-password/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../auth/VerifyEmailPage'), 'VerifyEmailPage');
const DeliveryPage = lazyPage(() => import('../delivery/DeliveryPage'), 'DeliveryPage');
const BillingPage = lazyPage(() => import('../billing/BillingPage'), 'BillingPage');
const ConfirmationPage = lazyPage(() => import('../confirmation/ConfirmationPage'), 'ConfirmationPage');
const MockConfirmPage = lazyPage(() => import('../confirmation/MockConfirmPage'), 'MockConfirmPage');
const AccountPage = lazyPage(() => import('../account/AccountPage'), 'AccountPage');
const AdminRoutes = lazyPage(() => import('../admin/AdminRoutes'), 'default');

/** The lazy page of each path (/ and /appliance are in the first bundle), for main.tsx to load the one being opened before the first render. */
const LAZY_PAGES: Partial<Record<SpaPage, { preload: () => Promise<unknown> }>> = {
  freezer: TroubleshootingGuide,
  refrigerator: TroubleshootingGuide,
  dryer: TroubleshootingGuide,
  washer: TroubleshootingGuide,
  tv: TroubleshootingGuide,
  delivery: DeliveryPage,
  billing: BillingPage,
  confirmation: ConfirmationPage,
  confirm: MockConfirmPage,
  dashboard: AccountPage,
  contact: ContactPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  admin: AdminRoutes,
};

/**
 * Loads the page of `pathname` (its chunk is already on its way: the gateway names it for preloading) and the data it
 * opens with (page-data.ts), so that the first render shows it rather than 'Loading…' then the page; waits at most
 * 1.5 s, so a slow network never leaves the screen blank. Never fails: a chunk that did not load is the page's
 * error boundary's to show.
 */
export async function preloadPageOf(pathname: string, client: QueryClient): Promise<void> {
  const page = spaPageOf(pathname);
  await waitBeforeFirstRender([page ? LAZY_PAGES[page]?.preload() : undefined, prefetchPageData(page, client, pathname)]);
}

/**
 * Every route of spec 2.1, at the paths of the one list the gateway reads too (an unknown path is a 404 there).
 * PageMeta sets each route's title and description.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <PageMeta />
        <AppLayout />
      </>
    ),
    children: [
      { path: SPA_PAGES.home, element: <AuthPage /> },
      { path: SPA_PAGES.appliance, element: <ProductsPage /> },
      { path: SPA_PAGES.freezer, element: <TroubleshootingGuide guideId="freezer" /> },
      { path: SPA_PAGES.refrigerator, element: <TroubleshootingGuide guideId="refrigerator" /> },
      { path: SPA_PAGES.dryer, element: <TroubleshootingGuide guideId="dryer" /> },
      { path: SPA_PAGES.washer, element: <TroubleshootingGuide guideId="washer" /> },
      { path: SPA_PAGES.tv, element: <TroubleshootingGuide guideId="tv" /> },
      { path: SPA_PAGES.delivery, element: <DeliveryPage /> },
      { path: SPA_PAGES.billing, element: <BillingPage /> },
      { path: SPA_PAGES.confirmation, element: <ConfirmationPage /> },
      { path: SPA_PAGES.confirm, element: <MockConfirmPage /> },
      { path: SPA_PAGES.dashboard, element: <AccountPage /> },
      { path: SPA_PAGES.contact, element: <ContactPage /> },
      { path: SPA_PAGES.resetPassword, element: <ResetPasswordPage /> },
      { path: SPA_PAGES.verifyEmail, element: <VerifyEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The back office has its own frame (sidebar, bell); /admin and /admin/ land on its dashboard (AdminRoutes).
  {
    path: SPA_PAGES.admin,
    element: (
      <>
        <PageMeta />
        <RequireAdmin>
          <Suspense fallback={<PageLoading />}>
            <AdminRoutes />
          </Suspense>
        </RequireAdmin>
      </>
    ),
  },
];
