import { Alert } from '../ui/Alert';
import { ResendVerification } from '../ui/ResendVerification';
import styles from './VerifyEmailNotice.module.css';

/**
 * Until the customer opens the link e-mailed at sign-up, the shop mails them nothing else (receipts and messages
 * wait), so My Account says so and offers a new link: the first may have expired, or never arrived.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <div role="region" aria-label="Email verification" className={styles.notice}>
      <Alert tone="info">
        Please confirm your email address: we sent a link to {email}. Receipts and messages from us wait until you do.
      </Alert>
      <ResendVerification failureMessage="Could not send a new link, please try again later" look={{ kind: 'notice' }} />
    </div>
  );
}
