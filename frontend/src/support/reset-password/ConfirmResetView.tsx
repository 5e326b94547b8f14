import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { api, errorMessage } from '../../api';
import { useValidatedForm } from '../../lib/use-validated-form';
import { PASSWORD_RULE_HINT } from '../../lib/validation';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { NEW_PASSWORD_RULES, RESET_MESSAGES, type NewPasswordForm } from './reset-password-form';

/**
 * The page behind the e-mailed link (/reset-password?token=...), where the link's owner chooses the new
 * password. Whoever asked for the reset only made the link go to the account's mailbox: the password they typed
 * then is never used. As after any reset (spec 2.10): the server's message, then Log In.
 */
export function ConfirmResetView({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useMutation({
    mutationFn: (newPassword: string) => api.confirmPasswordReset({ token, newPassword }),
    onSuccess: (response) => {
      toast.success(response?.message || RESET_MESSAGES.confirmed);
      navigate('/?login=true');
    },
  });

  const form = useValidatedForm<NewPasswordForm>(
    { newPassword: '', confirmPassword: '' },
    NEW_PASSWORD_RULES,
    (values) => confirm.mutate(values.newPassword),
  );

  return (
    <Card>
      <form className={formStyles.form} onSubmit={form.submit} noValidate>
        <TextField label="New Password" type="password" autoComplete="new-password" hint={PASSWORD_RULE_HINT} {...form.field('newPassword')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {confirm.isError && <Alert tone="error">{errorMessage(confirm.error, RESET_MESSAGES.confirmFailure)}</Alert>}
        <div className={formStyles.actions}>
          <Button type="submit" fullWidth busy={confirm.isPending} busyLabel="Saving...">
            Set New Password
          </Button>
        </div>
        <div className={formStyles.links}>
          <Link to="/reset-password">Start a new reset</Link>
          <Link to="/contact">Support</Link>
        </div>
      </form>
    </Card>
  );
}
