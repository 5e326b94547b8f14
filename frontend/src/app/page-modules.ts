import type { SpaPage } from '@rto/kit/spa-pages';

/**
 * The module of each page that routes.tsx loads lazily (its own chunk), by its key in the SPA route list. The build
 * writes the files each one needs to page-preloads.json, and the gateway names them in its answer for that page,
 * so that a phone fetches them alongside the main script instead of after it has run. A build fails when an entry
 * here is not one of routes.tsx's chunks; a new lazy page adds its line here.
 */
export const PAGE_MODULES: Partial<Record<SpaPage, string>> = {
  freezer: 'src/support/troubleshooting/TroubleshootingGuide.tsx',
  refrigerator: 'src/support/troubleshooting/TroubleshootingGuide.tsx',
  dryer: 'src/support/troubleshooting/TroubleshootingGuide.tsx',
  washer: 'src/support/troubleshooting/TroubleshootingGuide.tsx',
  tv: 'src/support/troubleshooting/TroubleshootingGuide.tsx',
  delivery: 'src/delivery/DeliveryPage.tsx',
  billing: 'src/billing/BillingPage.tsx',
  confirmation: 'src/confirmation/ConfirmationPage.tsx',
  confirm: 'src/confirmation/MockConfirmPage.tsx',
  dashboard: 'src/account/AccountPage.tsx',
  contact: 'src/support/contact/ContactPage.tsx',
  resetPassword: 'src/support/reset-password/ResetPasswordPage.tsx',
  verifyEmail: 'src/auth/VerifyEmailPage.tsx',
  admin: 'src/admin/AdminRoutes.tsx',
};
