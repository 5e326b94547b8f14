import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../api';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import styles from './VerifyEmailNotice.module.css';

/**
 * Until the customer opens the link e-mailed at sign-up, the shop mails them nothing else (receipts and messages
 * wait), so My Account says so and offers a new link: the first may have expired, or never arrived.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: api.resendVerification });
  return (
    <div role="region" aria-label="Email verification" className={styles.notice}>
      <Alert tone="info">
        Please confirm your email address: we sent a link to {email}. Receipts and messages from us wait until you do.
      </Alert>
      {resend.isSuccess && <Alert tone="success">{resend.data?.message}</Alert>}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error, 'Could not send a new link, please try again later')}</Alert>}
      <Button variant="secondary" busy={resend.isPending} busyLabel="Sending..." disabled={resend.isSuccess} onClick={() => resend.mutate()}>
        Send me a new link
      </Button>
    </div>
  );
}
