import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api, errorMessage } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button, buttonClassName } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card } from '../../ui/Page';
import { RESET_MESSAGES } from './reset-password-form';

/**
 * The page behind the e-mailed link (/reset-password?token=...). The new password takes effect only when its
 * owner confirms here, so a stranger who knows an e-mail address cannot change the password.
 */
export function ConfirmResetView({ token }: { token: string }) {
  const confirm = useMutation({ mutationFn: () => api.confirmPasswordReset(token) });

  if (confirm.isSuccess) {
    return (
      <Card>
        <div className={formStyles.form}>
          <Alert tone="success">{confirm.data?.message || RESET_MESSAGES.confirmed}</Alert>
          <Link to="/?login=true" className={buttonClassName({ fullWidth: true })}>
            Log in with your new password
          </Link>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <div className={formStyles.form}>
        <p>Press the button below to make your new password active.</p>
        {confirm.isError && <Alert tone="error">{errorMessage(confirm.error, RESET_MESSAGES.confirmFailure)}</Alert>}
        <Button fullWidth busy={confirm.isPending} busyLabel="Confirming..." onClick={() => confirm.mutate()}>
          Confirm New Password
        </Button>
        <div className={formStyles.links}>
          <Link to="/reset-password">Start a new reset</Link>
          <Link to="/contact">Support</Link>
        </div>
      </div>
    </Card>
  );
}
