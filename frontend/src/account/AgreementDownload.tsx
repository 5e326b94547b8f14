import { useState } from 'react';
import { api, errorMessage } from '../api';
import { agreementDocumentOf, downloadAgreementPdf } from '../lib/agreement-pdf';
import { BRAND_NAME } from '../lib/brand';
import { Button } from '../ui/Button';
import styles from './AccountPage.module.css';

export const DOWNLOAD_MESSAGES = {
  failed: 'The agreement could not be downloaded. Please try again.',
} as const;

interface AgreementDownloadProps {
  orderId: string;
  status: string;
  /** The card's title, naming the item the button is for. */
  describedBy: string;
}

/**
 * 'Download agreement' on an order of My Account (issue 21, item 7): the agreement as signed for that order, read
 * back from the server (its text, fingerprint and signatures), printed as the same PDF the dialog made. An order
 * still waiting for its payment has none yet.
 */
export function AgreementDownload({ orderId, status, describedBy }: AgreementDownloadProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (status === 'pending') return null;

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { agreement } = await api.getAgreement(orderId);
      await downloadAgreementPdf({
        agreement: agreementDocumentOf(agreement),
        customerName: agreement.customerName,
        customerSignature: agreement.customerSignature,
        lessorName: BRAND_NAME,
        lessorSignature: agreement.lessorSignature,
        signedDate: agreement.signedDate,
      });
    } catch (error) {
      setProblem(errorMessage(error, DOWNLOAD_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      <Button small variant="secondary" onClick={() => void download()} busy={busy} busyLabel="Preparing PDF..." aria-describedby={describedBy}>
        Download agreement
      </Button>
      {problem && (
        <p className={styles.muted} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
