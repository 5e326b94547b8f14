import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../api';
import { Alert } from './Alert';
import { Button } from './Button';

interface ResendVerificationProps {
  /** Said when the new link could not be sent and the server gave no reason. */
  failureMessage: string;
  /** The verification page's full-width primary button in its actions row, or My Account's secondary one. */
  look: { kind: 'page'; actionsClassName: string | undefined } | { kind: 'notice' };
}

/**
 * 'Send me a new link' for a signed-in customer whose address is not verified yet: the new link goes to the account's
 * own address. Once sent, the server's message shows and the button stays disabled; a failure is said above it.
 */
export function ResendVerification({ failureMessage, look }: ResendVerificationProps) {
  const resend = useMutation({ mutationFn: api.resendVerification });
  const button = (
    <Button
      {...(look.kind === 'page' ? { fullWidth: true } : { variant: 'secondary' as const })}
      busy={resend.isPending}
      busyLabel="Sending..."
      disabled={resend.isSuccess}
      onClick={() => resend.mutate()}
    >
      Send me a new link
    </Button>
  );
  return (
    <>
      {resend.isSuccess && <Alert tone="success">{resend.data?.message}</Alert>}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error, failureMessage)}</Alert>}
      {look.kind === 'page' ? <div className={look.actionsClassName}>{button}</div> : button}
    </>
  );
}
