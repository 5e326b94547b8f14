import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, errorMessage, type PasswordReset } from '../../api';
import { firstMissing } from '../../lib/validation';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { RESET_MESSAGES, RESET_RULES } from './reset-password-form';

/** Spec 2.10: e-mail and new password; the server answers with a message and e-mails a confirmation link. */
export function RequestResetForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<PasswordReset>({ email: '', newPassword: '' });
  const reset = useMutation({
    mutationFn: api.resetPassword,
    onSuccess: (response) => {
      toast.success(response?.message || RESET_MESSAGES.requested);
      navigate('/?login=true');
    },
    onError: (error) => toast.error(errorMessage(error, RESET_MESSAGES.failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstMissing(values, RESET_RULES);
    if (problem) {
      toast.error(problem);
      return;
    }
    reset.mutate(values);
  }

  return (
    <Card>
      <form className={formStyles.form} onSubmit={submit}>
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        />
        <TextField
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))}
        />
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
