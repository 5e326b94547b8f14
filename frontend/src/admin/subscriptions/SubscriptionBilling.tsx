import { useQuery } from '@tanstack/react-query';
import { adminKeys, api, type AdminInvoice, type SubscriptionBilling as Billing } from '../../api';
import { formatUsd } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import styles from '../shared/admin.module.css';
import { Badge, Details, formatDate, TableScroll } from '../shared';
import { daysLateLabel, invoiceKindLabel, invoiceStatus, repossessionLabel } from './billing-rules';

const COLUMNS = ['Kind', 'Amount', 'Status', 'Due', 'Paid', 'Lines'] as const;

function InvoiceRow({ invoice }: { invoice: AdminInvoice }) {
  const status = invoiceStatus(invoice);
  return (
    <tr aria-label={`Invoice ${invoice.invoiceId}`}>
      <td>{invoiceKindLabel(invoice.kind)}</td>
      <td>{formatUsd(invoice.amount)}</td>
      <td>
        <Badge tone={status.tone}>{status.label}</Badge>
        {invoice.status === 'failed' && invoice.failureMessage && <div className={styles.muted}>{invoice.failureMessage}</div>}
      </td>
      <td>
        {formatDate(invoice.dueDate)}
        <div className={styles.muted}>issued {formatDate(invoice.issuedAt)}</div>
      </td>
      <td>{formatDate(invoice.paidAt)}</td>
      <td>
        {invoice.lines.length === 0 && '—'}
        {invoice.lines.map((line, index) => (
          <div key={`${index}-${line.description}`}>
            {line.description}: {formatUsd(line.amount)}
          </div>
        ))}
      </td>
    </tr>
  );
}

/** The money of one subscription: amount due, fees, failures, lateness, and every invoice. */
export function BillingSummary({ billing }: { billing: Billing }) {
  const repossession = repossessionLabel(billing);
  return (
    <>
      {repossession && (
        <p>
          <Badge tone="red">Repossession eligible</Badge> <span>{repossession}</span>
        </p>
      )}
      <Details
        rows={[
          ['Amount Due', <strong key="due">{formatUsd(billing.amountDue)}</strong>],
          ['Days Late', daysLateLabel(billing.daysLate) ?? 'Not late'],
          ['Failed Payments', billing.failedCount === 0 ? 'None unpaid' : `${billing.failedCount} unpaid`],
          ['Late Fees', `${formatUsd(billing.fees)} charged, ${formatUsd(billing.feesDue)} unpaid`],
        ]}
      />
      <TableScroll label="Invoices">
        <table className={styles.table} aria-label="Invoices">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {billing.invoices.map((invoice) => (
              <InvoiceRow key={invoice.invoiceId} invoice={invoice} />
            ))}
          </tbody>
        </table>
        {billing.invoices.length === 0 && <p className={styles.empty}>No invoices yet</p>}
      </TableScroll>
    </>
  );
}

/**
 * The Payments part of the subscription details (issue 22, item 7), asked when the details open: billing's figures
 * as the server computed them. Billing down: the server answers no billing, and this says the money is unknown.
 */
export function SubscriptionPayments({ orderId }: { orderId: string }) {
  const money = useQuery({ queryKey: adminKeys.subscriptionBilling(orderId), queryFn: () => api.getSubscriptionBilling(orderId) });
  return (
    <>
      <h3 className={styles.sectionTitle}>Payments</h3>
      {money.isError && <QueryRetryAlert message="Failed to load the payments" query={money} />}
      {money.isPending && <p role="status">Loading payments…</p>}
      {money.data && money.data.billing === null && (
        <Alert tone="info">Billing could not be reached: the invoices and the amount due are unknown. Try again shortly.</Alert>
      )}
      {money.data?.billing && <BillingSummary billing={money.data.billing} />}
    </>
  );
}
