import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { api, type PasswordReset } from '../../api';
import { toastFailure } from '../../lib/toast-failure';
import { useValidatedForm } from '../../lib/use-validated-form';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { RESET_MESSAGES, RESET_RULES } from './reset-password-form';

/** Spec 2.10: e-mail and new password; the server answers with a message and e-mails a confirmation link. */
export function RequestResetForm() {
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: api.resetPassword,
    onSuccess: (response) => {
      toast.success(response?.message || RESET_MESSAGES.requested);
      navigate('/?login=true');
    },
    onError: toastFailure(RESET_MESSAGES.failure),
  });

  const form = useValidatedForm<PasswordReset>(
    { email: '', newPassword: '' },
    RESET_RULES,
    (values) => reset.mutate(values),
  );

  return (
    <Card>
      <form className={formStyles.form} onSubmit={form.submit} noValidate>
        <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="New Password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
        <div className={formStyles.actions}>
          <Button type="submit" fullWidth busy={reset.isPending} busyLabel="Resetting...">
            Reset Password
          </Button>
        </div>
        <div className={formStyles.links}>
          <Link to="/?login=true">Back to log in</Link>
          <Link to="/contact">Support</Link>
        </div>
      </form>
    </Card>
  );
}
