import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, errorMessage } from '../api';
import { useIsLoggedIn } from '../lib/session';
import { Alert } from '../ui/Alert';
import { ResendVerification } from '../ui/ResendVerification';
import formStyles from '../ui/Form.module.css';
import { Card, Page } from '../ui/Page';

export const VERIFY_MESSAGES = {
  checking: 'Checking your link...',
  verified: 'Your email address is verified. Thank you!',
  noToken: 'This verification link is incomplete. Open the link from the e-mail we sent you, or ask for a new one.',
  failure: 'We could not verify your email address. Please try again.',
  resendFailure: 'We could not send a new link. Please try again.',
};

/**
 * Behind the link e-mailed to a new account (/verify-email?token=...): the token is sent once, as the page opens,
 * and the server's message shown. A link that did not work can be replaced by a new one, by whoever is signed in:
 * the new link goes to the account's own address, never to one typed here.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const loggedIn = useIsLoggedIn();
  const verify = useMutation({ mutationFn: (value: string) => api.verifyEmail({ token: value }) });
  // A link works once: the page must not send it twice (React mounts twice in development).
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || verify.isError;
  return (
    <Page title="Verify your email" narrow>
      <Card>
        <div className={formStyles.form}>
          {token && verify.isPending && <Alert tone="info">{VERIFY_MESSAGES.checking}</Alert>}
          {verify.isSuccess && <Alert tone="success">{verify.data?.message || VERIFY_MESSAGES.verified}</Alert>}
          {!token && <Alert tone="error">{VERIFY_MESSAGES.noToken}</Alert>}
          {verify.isError && <Alert tone="error">{errorMessage(verify.error, VERIFY_MESSAGES.failure)}</Alert>}

          {failed && loggedIn && (
            <ResendVerification failureMessage={VERIFY_MESSAGES.resendFailure} look={{ kind: 'page', actionsClassName: formStyles.actions }} />
          )}

          <div className={formStyles.links}>
            {loggedIn ? <Link to="/dashboard">Go to My Account</Link> : <Link to="/?login=true">{failed ? 'Log in to ask for a new link' : 'Log In'}</Link>}
            <Link to="/contact">Support</Link>
          </div>
        </div>
      </Card>
    </Page>
  );
}
