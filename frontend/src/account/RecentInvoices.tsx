import type { Invoice } from '../api';
import { formatUsd } from '../lib/money';
import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import { ACCOUNT_MESSAGES, formatDay, invoiceKindLabel, invoiceLineLabel, invoiceRows, invoiceStatusLabel } from './account-rules';
import styles from './AccountPage.module.css';

interface RecentInvoicesProps {
  invoices: readonly Invoice[];
  invoicesMissing: boolean;
  onDownload: (invoice: Invoice) => void;
  onDownloadAll: () => void;
  /** The invoice whose PDF is being made ('all' for Download All), or null. */
  busy: string | null;
  className?: string;
}

/**
 * Recent Invoices: each invoice billing recorded (a month's rent, a late fee, a payoff, a returned rental's final
 * invoice) with what it is made of and its PDF, and all of them in one PDF.
 */
export function RecentInvoices({ invoices, invoicesMissing, onDownload, onDownloadAll, busy, className }: RecentInvoicesProps) {
  const rows = invoiceRows(invoices);
  return (
    <Card className={className}>
      <div className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 className={styles.sectionTitle}>Recent Invoices</h2>
          {rows.length > 0 && (
            <Button small variant="secondary" onClick={onDownloadAll} busy={busy === 'all'} busyLabel="Preparing...">
              Download All (PDF)
            </Button>
          )}
        </div>
        {rows.length === 0 ? (
          <p className={styles.muted}>{invoicesMissing ? 'Your invoices could not be loaded just now.' : ACCOUNT_MESSAGES.noInvoices}</p>
        ) : (
          <ul className={styles.invoiceList} aria-label="Invoices">
            {rows.map((invoice) => {
              const items = invoice.items.map((item) => item.name).join(', ');
              return (
                <li key={invoice._id} className={styles.invoice} data-testid="invoice-row">
                  <div className={styles.invoiceMain}>
                    <span>
                      {invoiceKindLabel(invoice.kind)} · <span className={styles.invoiceAmount}>{formatUsd(invoice.amount)}</span> · {formatDay(invoice.date)} ·{' '}
                      <span className={styles[`status_${invoice.status}`]}>{invoiceStatusLabel(invoice.status)}</span>
                      {/* The payment that made the items the customer's; a final invoice says so already. */}
                      {invoice.final && invoice.kind !== 'final' && <> · <span className={styles.finalInvoice}>Final</span></>}
                    </span>
                    {invoice.lines.map((line, index) => (
                      <span key={`${index}-${line.description}`}>{invoiceLineLabel(line)}</span>
                    ))}
                    <span className={styles.muted}>{items}</span>
                    {invoice.orderId && <span className={`${styles.muted} ${styles.orderId}`}>Order {invoice.orderId}</span>}
                  </div>
                  <Button
                    small
                    variant="ghost"
                    onClick={() => onDownload(invoice)}
                    busy={busy === invoice._id}
                    busyLabel="Preparing..."
                    aria-label={`Download the invoice of ${formatDay(invoice.date)}${invoice.orderId ? ` for order ${invoice.orderId}` : ''} (PDF)`}
                  >
                    PDF
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
