import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../lib/toast';
import type { DashboardData, Invoice } from '../api';
import { useLiveEvents } from '../lib/live-events';
import { useIsLoggedIn } from '../lib/session';
import { Alert } from '../ui/Alert';
import { Page } from '../ui/Page';
import { QueryRetryAlert } from '../ui/RetryAlert';
import { ACCOUNT_MESSAGES, deliveryAddressOf, greetingOf, missingNotice } from './account-rules';
import { AccountSummary } from './AccountSummary';
import styles from './AccountPage.module.css';
import { BillingDetailsCard } from './BillingDetailsCard';
import { DangerZone } from './DangerZone';
import { EditBillingModal } from './EditBillingModal';
import type * as InvoicePdf from './invoice-pdf';
import { OrdersSection } from './OrdersSection';
import { RecentInvoices } from './RecentInvoices';
import { RepairTickets } from './RepairTickets';
import { useDashboard } from './useAccount';
import { VerifyEmailNotice } from './VerifyEmailNotice';

/** /dashboard, My Account (spec 2.11): only for a logged-in customer; anyone else is sent to log in. */
export function AccountPage() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/?login=true" replace />;
  return <Account />;
}

function Account() {
  const dashboard = useDashboard();
  // Orders change here as it happens (a payment failed, an invoice paid, delivered, owned): no reload, no polling.
  useLiveEvents('account');

  useEffect(() => {
    if (dashboard.isError) console.error('GET /getDashboardData failed', dashboard.error);
  }, [dashboard.isError, dashboard.error]);

  const user = dashboard.data?.user ?? null;
  return (
    <Page title={dashboard.isSuccess ? greetingOf(user) : 'My Account'} subtitle={ACCOUNT_MESSAGES.subtitle}>
      {dashboard.isPending && (
        <p className={styles.muted} role="status">
          Loading your account...
        </p>
      )}
      {dashboard.isError && <QueryRetryAlert message={ACCOUNT_MESSAGES.loadFailed} query={dashboard} />}
      {dashboard.isSuccess && <AccountSections data={dashboard.data} />}
    </Page>
  );
}

function AccountSections({ data }: { data: DashboardData }) {
  const [editing, setEditing] = useState(false);
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);
  const notice = missingNotice(data.missing ?? []);
  const context = { user: data.user, orders: data.orders };

  // jsPDF and the invoice layout are loaded on the first click only.
  async function withPdf(busyKey: string, make: (pdf: typeof InvoicePdf) => Promise<void>) {
    setPdfBusy(busyKey);
    try {
      await make(await import('./invoice-pdf'));
    } catch (error) {
      console.error('Invoice PDF failed', error);
      toast.error(ACCOUNT_MESSAGES.invoiceFailed);
    } finally {
      setPdfBusy(null);
    }
  }

  const download = (invoice: Invoice) => void withPdf(invoice._id, (pdf) => pdf.downloadInvoice(invoice, context));
  const downloadAll = () => void withPdf('all', (pdf) => pdf.downloadAllInvoices(data.invoices, context));
  const view = (invoiceId: string) => {
    const invoice = data.invoices.find((candidate) => candidate._id === invoiceId);
    if (!invoice) {
      toast.error(ACCOUNT_MESSAGES.invoiceFailed);
      return;
    }
    void withPdf(invoiceId, (pdf) => pdf.openInvoice(invoice, context));
  };

  return (
    <div className={styles.layout}>
      {(notice || (data.user && !data.user.verified)) && (
        <div className={styles.notice}>
          {notice && <Alert tone="error">{notice}</Alert>}
          {data.user && !data.user.verified && <VerifyEmailNotice email={data.user.email} />}
        </div>
      )}
      <AccountSummary
        className={styles.summary}
        user={data.user}
        paymentMethod={data.paymentMethod}
        deliveryAddress={deliveryAddressOf(data.orders)}
        onEditBilling={() => setEditing(true)}
      />
      <OrdersSection
        className={styles.orders}
        orders={data.orders}
        user={data.user}
        onViewInvoice={view}
        invoices={data.invoices ?? []}
        hasCard={data.paymentMethod !== null || (data.missing?.includes('paymentMethod') ?? false)}
        postalCode={data.paymentMethod?.billing_details?.address?.postal_code ?? ''}
      />
      <BillingDetailsCard
        className={styles.billing}
        paymentMethod={data.paymentMethod}
        email={data.user?.email ?? null}
        cardMissing={data.missing?.includes('paymentMethod') ?? false}
        renting={data.orders.some((order) => order.status !== 'cancelled' && order.status !== 'pending')}
        onEdit={() => setEditing(true)}
      />
      <RecentInvoices
        className={styles.invoices}
        invoices={data.invoices ?? []}
        invoicesMissing={data.missing?.includes('invoices') ?? false}
        onDownload={download}
        onDownloadAll={downloadAll}
        busy={pdfBusy}
      />
      <RepairTickets />
      <DangerZone className={styles.danger} billingPaused={data.user ? data.user.billingPaused : null} />
      <EditBillingModal open={editing} onOpenChange={setEditing} postalCode={data.paymentMethod?.billing_details?.address?.postal_code ?? ''} />
    </div>
  );
}
