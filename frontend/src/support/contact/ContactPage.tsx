import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { api, errorMessage, type ContactMessage } from '../../api';
import { useValidatedForm } from '../../lib/use-validated-form';
import { firstMissing } from '../../lib/validation';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card, Page } from '../../ui/Page';
import { TextAreaField, TextField } from '../../ui/TextField';
import { CONTACT_MESSAGES, CONTACT_RULES } from './contact-form';

const EMPTY: ContactMessage = { name: '', email: '', issue: '' };

export function ContactPage() {
  // The account page opens /contact prefilled (name, email and the order in question) from its Contact Support.
  const [searchParams] = useSearchParams();
  const send = useMutation({
    mutationFn: api.contactSupport,
    onSuccess: (response) => {
      toast.success(response?.message || CONTACT_MESSAGES.success);
      // `form` is declared below; this runs after a response, long after render, so it is there by then.
      form.reset();
    },
    onError: (error) => toast.error(errorMessage(error, CONTACT_MESSAGES.failure)),
  });

  const prefilled: ContactMessage = {
    name: searchParams.get('name') ?? EMPTY.name,
    email: searchParams.get('email') ?? EMPTY.email,
    issue: searchParams.get('issue') ?? EMPTY.issue,
  };
  const form = useValidatedForm(prefilled, (values) => firstMissing(values, CONTACT_RULES), (values) => send.mutate(values));

  return (
    <Page title="Contact Support" subtitle="Tell us what is going on and our team will get back to you by e-mail." narrow>
      <Card>
        <form className={formStyles.form} onSubmit={form.submit}>
          <TextField label="Your Name" autoComplete="name" {...form.field('name')} />
          <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
          <TextAreaField label="Your Issue" rows={5} placeholder="Describe your issue..." {...form.field('issue')} />
          <div className={formStyles.actions}>
            <Button type="submit" fullWidth busy={send.isPending} busyLabel="Sending...">
              Send Message
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
