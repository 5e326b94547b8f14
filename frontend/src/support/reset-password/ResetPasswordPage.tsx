import { useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { ConfirmResetView } from './ConfirmResetView';
import { RequestResetForm } from './RequestResetForm';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (token) {
    return (
      <Page title="Confirm your new password" narrow>
        <ConfirmResetView token={token} />
      </Page>
    );
  }
  return (
    <Page title="Reset Password" subtitle="Enter your e-mail and a new password. We will e-mail you a link to confirm it." narrow>
      <RequestResetForm />
    </Page>
  );
}
