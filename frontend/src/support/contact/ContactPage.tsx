import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, errorMessage, type ContactMessage } from '../../api';
import { firstMissing } from '../../lib/validation';
import { Button } from '../../ui/Button';
import formStyles from '../../ui/Form.module.css';
import { Card, Page } from '../../ui/Page';
import { TextAreaField, TextField } from '../../ui/TextField';
import { CONTACT_MESSAGES, CONTACT_RULES } from './contact-form';

const EMPTY: ContactMessage = { name: '', email: '', issue: '' };

export function ContactPage() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const send = useMutation({
    mutationFn: api.contactSupport,
    onSuccess: (response) => {
      toast.success(response?.message || CONTACT_MESSAGES.success);
      setValues(EMPTY);
    },
    onError: (error) => toast.error(errorMessage(error, CONTACT_MESSAGES.failure)),
  });

  const update = (field: keyof ContactMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = firstMissing(values, CONTACT_RULES);
    if (problem) {
      toast.error(problem);
      return;
    }
    send.mutate(values);
  }

  return (
    <Page title="Contact Support" subtitle="Tell us what is going on and our team will get back to you by e-mail." narrow>
      <Card>
        <form className={formStyles.form} onSubmit={submit}>
          <TextField label="Your Name" name="name" autoComplete="name" value={values.name} onChange={(event) => update('name')(event.target.value)} />
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
          />
          <TextAreaField
            label="Your Issue"
            name="issue"
            rows={5}
            placeholder="Describe your issue..."
            value={values.issue}
            onChange={(event) => update('issue')(event.target.value)}
          />
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
