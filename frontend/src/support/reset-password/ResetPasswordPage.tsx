import { useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { ConfirmResetView } from './ConfirmResetView';
import { RequestResetForm } from './RequestResetForm';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  if (token) {
    return (
      <Page title="Choose your new password" narrow>
        <ConfirmResetView token={token} />
      </Page>
    );
  }
  return (
    <Page title="Reset Password" subtitle="We will e-mail you a link. Your password changes only when you set it from that link." narrow>
      <RequestResetForm />
    </Page>
  );
}
