import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { api, sessionUserQuery, type ContactMessage, type ContactSupportResponse } from '../../api';
import { toastFailure } from '../../lib/toast-failure';
import { getToken, useIsLoggedIn } from '../../lib/session';
import { useValidatedForm } from '../../lib/use-validated-form';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card, Page } from '../../ui/Page';
import { TextAreaField, TextField } from '../../ui/TextField';
import { CONTACT_MESSAGES, CONTACT_RULES, answerExpected } from './contact-form';
import styles from './ContactPage.module.css';
import { SupportHours } from './SupportHours';

const EMPTY: ContactMessage = { name: '', email: '', issue: '' };

export function ContactPage() {
  // The account page opens /contact prefilled (name, email and the order in question) from its Contact Support.
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<ContactSupportResponse | null>(null);
  const send = useMutation({
    mutationFn: api.contactSupport,
    onSuccess: (response) => {
      toast.success(response?.message || CONTACT_MESSAGES.success);
      setSent(response);
      // `form` is declared below; this runs after a response, long after render, so it is there by then.
      form.reset();
    },
    onError: toastFailure(CONTACT_MESSAGES.failure),
  });

  const prefilled: ContactMessage = {
    name: searchParams.get('name') ?? EMPTY.name,
    email: searchParams.get('email') ?? EMPTY.email,
    issue: searchParams.get('issue') ?? EMPTY.issue,
  };
  const form = useValidatedForm(prefilled, CONTACT_RULES, (values) => send.mutate(values));

  // A logged-in customer need not type who they are: their name and e-mail fill the fields still empty.
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...sessionUserQuery(getToken()), enabled: loggedIn });
  const user = me.data?.user;
  const { prefill } = form;
  useEffect(() => {
    if (user && !sent) prefill({ name: user.name, email: user.email });
  }, [user, sent, prefill]);

  return (
    <Page title="Contact Support" subtitle="Tell us what is going on and our team will get back to you by e-mail." narrow>
      {sent ? (
        <MessageSent sent={sent} onAnother={() => setSent(null)} />
      ) : (
        <Card>
          <form className={formStyles.form} onSubmit={form.submit} noValidate aria-label="Message to support">
            <TextField label="Your Name" autoComplete="name" {...form.field('name')} />
            <TextField label="Email Address" type="email" autoComplete="email" hint="We answer to this address" {...form.field('email')} />
            <TextAreaField label="Your Issue" rows={5} placeholder="Describe your issue..." {...form.field('issue')} />
            <div className={formStyles.actions}>
              <Button type="submit" fullWidth busy={send.isPending} busyLabel="Sending...">
                Send Message
              </Button>
            </div>
          </form>
        </Card>
      )}
      <SupportHours />
    </Page>
  );
}

/** What the sender keeps after sending: the reference to quote and when the answer comes (also in their e-mail). */
function MessageSent({ sent, onAnother }: { sent: ContactSupportResponse; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so a screen reader reads it and the keyboard is not lost.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className={styles.sent}>
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        Message sent
      </h2>
      {sent.reference && (
        <p>
          Your reference: <strong data-testid="support-reference">{sent.reference}</strong>
        </p>
      )}
      <p>{answerExpected(sent.answerWithin)} We have also e-mailed you this reference.</p>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </Card>
  );
}
