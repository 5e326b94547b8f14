import { fingerprintLine, type AgreementDocument } from '../lib/agreement-pdf';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import styles from './AgreementDialog.module.css';
import { DRAFT_MESSAGES } from './useAgreementDraft';

/** Why the server's agreement could not be loaded, with a way to ask again: nothing is signed meanwhile. */
export function AgreementDraftProblem({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (!error) return null;
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" small onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {error}
    </Alert>
  );
}

/** The server's agreement as the full view shows it: exactly its sections, and its fingerprint as the PDF prints it. */
export function AgreementTextView({ agreement, error }: { agreement: AgreementDocument | null; error: string | null }) {
  if (!agreement) return error ? null : <p className={styles.hint}>{DRAFT_MESSAGES.loading}</p>;
  return (
    <>
      <h3 className={styles.agreementTitle}>{agreement.title}</h3>
      <p className={styles.hint}>Version {agreement.version}</p>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h4 className={styles.sectionHeading}>{section.heading}</h4>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className={styles.hint}>{fingerprintLine(agreement.hash)}</p>
    </>
  );
}
