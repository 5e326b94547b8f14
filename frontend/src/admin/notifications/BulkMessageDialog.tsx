import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { api, type User } from '../../api';
import { toastFailure } from '../../lib/toast-failure';
import { Modal } from '../../ui/Modal';
import { SubmitFooter } from './SubmitFooter';
import { TextAreaField, TextField } from '../../ui/TextField';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { SEARCH_DELAY_MS } from '../shared';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { bulkMessageBody, bulkMessageProblem, MAX_SMS_LENGTH, type BulkChannel, type BulkMessageDraft } from './bulk-message';

const EMPTY: BulkMessageDraft = { audience: 'all', userIds: [], subject: '', message: '', sendAt: '' };
const CUSTOMER_RESULTS = 8;

/** Customers to choose from, searched on the server (admins are not e-mailed). */
function CustomerPicker({ chosen, onChange }: { chosen: Pick<User, '_id' | 'name' | 'email'>[]; onChange: (chosen: Pick<User, '_id' | 'name' | 'email'>[]) => void }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    queryKey: [...adminKeys.users, 'picker', debounced],
    queryFn: () => api.getUsers({ page: 1, limit: CUSTOMER_RESULTS, search: debounced || undefined }),
  });
  const customers = (found.data?.users ?? []).filter((user) => user.role === 'customer');
  const isChosen = (id: string) => chosen.some((user) => user._id === id);
  return (
    <fieldset>
      <legend>Customers</legend>
      <TextField label="Find customers" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <ul className={styles.list} aria-label="Customers found">
        {customers.map((user) => (
          <li key={user._id}>
            <label>
              <input
                type="checkbox"
                checked={isChosen(user._id)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, user] : chosen.filter((entry) => entry._id !== user._id))}
              />{' '}
              {user.name} <span className={styles.muted}>{user.email}</span>
            </label>
          </li>
        ))}
        {found.isSuccess && customers.length === 0 && <li className={styles.muted}>No customers found</li>}
      </ul>
      <p className={styles.muted}>{chosen.length === 0 ? 'No customer chosen' : `Chosen: ${chosen.map((user) => user.name).join(', ')}`}</p>
    </fieldset>
  );
}

const TITLES = { email: 'Send Bulk Message', sms: 'Send Bulk SMS' } as const;

/**
 * Send Bulk Message (e-mail) / Send Bulk SMS (a text to each customer's mobile) / Schedule Message (either, at a set
 * time): to all customers or the chosen ones.
 */
export function BulkMessageDialog({ scheduled, channel = 'email', onClose }: { scheduled: boolean; channel?: BulkChannel; onClose: () => void }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<BulkMessageDraft>({ ...EMPTY, channel });
  const texting = draft.channel === 'sms';
  const [chosen, setChosen] = useState<Pick<User, '_id' | 'name' | 'email'>[]>([]);
  const send = useMutation({
    mutationFn: api.sendBulkMessage,
    onSuccess: (answer) => {
      toast.success(
        answer.status === 'scheduled'
          ? `Message scheduled for ${answer.recipients} recipient(s)`
          : `Message is being sent to ${answer.recipients} recipient(s)`,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.scheduled });
      onClose();
    },
    onError: toastFailure('Failed to send message'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const withIds = { ...draft, userIds: chosen.map((user) => user._id) };
    const problem = bulkMessageProblem(withIds, scheduled);
    if (problem) {
      toast.error(problem);
      return;
    }
    send.mutate(bulkMessageBody(withIds, scheduled));
  }

  const title = scheduled ? 'Schedule Message' : TITLES[channel];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={texting ? "A text message to your customers' mobile numbers; customers without one are left out and counted." : 'An e-mail to your customers.'}
      wide
      footer={<SubmitFooter formId={formId} onCancel={onClose} busy={send.isPending} busyLabel="Sending…" label={scheduled ? 'Schedule' : 'Send'} />}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {scheduled && (
          <fieldset>
            <legend>Send as</legend>
            <label>
              <input type="radio" name="channel" checked={!texting} onChange={() => setDraft({ ...draft, channel: 'email' })} /> E-mail
            </label>{' '}
            <label>
              <input type="radio" name="channel" checked={texting} onChange={() => setDraft({ ...draft, channel: 'sms' })} /> Text message (SMS)
            </label>
          </fieldset>
        )}
        <fieldset>
          <legend>Recipients</legend>
          <label>
            <input type="radio" name="audience" checked={draft.audience === 'all'} onChange={() => setDraft({ ...draft, audience: 'all' })} /> All customers
          </label>{' '}
          <label>
            <input type="radio" name="audience" checked={draft.audience === 'selected'} onChange={() => setDraft({ ...draft, audience: 'selected' })} /> Chosen
            customers
          </label>
        </fieldset>
        {draft.audience === 'selected' && <CustomerPicker chosen={chosen} onChange={setChosen} />}
        <TextField
          label="Subject"
          {...(texting ? { hint: 'Names the text in your list; not part of the text' } : {})}
          value={draft.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <TextAreaField
          label="Message"
          rows={5}
          {...(texting ? { hint: `At most ${MAX_SMS_LENGTH} characters`, maxLength: MAX_SMS_LENGTH } : {})}
          value={draft.message}
          onChange={(event) => setDraft({ ...draft, message: event.target.value })}
        />
        {scheduled && (
          <TextField label="Send at" type="datetime-local" value={draft.sendAt} onChange={(event) => setDraft({ ...draft, sendAt: event.target.value })} />
        )}
      </form>
    </Modal>
  );
}
