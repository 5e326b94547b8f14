import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { api, type AdminNotification } from '../../api';
import { adminKeys } from '../../api/query-keys';
import { toastFailure } from '../../lib/toast-failure';
import { Modal } from '../../ui/Modal';
import { SubmitFooter } from './SubmitFooter';
import { TextAreaField } from '../../ui/TextField';
import { SelectField } from '../shared';
import styles from '../shared/admin.module.css';

type AlertType = AdminNotification['type'];
type AlertPriority = AdminNotification['priority'];

const TYPES: ReadonlyArray<{ value: AlertType; label: string }> = [
  { value: 'payment', label: 'Payment' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'user', label: 'User' },
];
const PRIORITIES: ReadonlyArray<{ value: AlertPriority; label: string }> = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];
/** As the server allows (POST /createAlert). */
const MAX_MESSAGE_LENGTH = 500;

/** Create Alert (spec 2.18): the admin's own notice, of the type and priority chosen, added to the feed. */
export function CreateAlertDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [type, setType] = useState<AlertType>('maintenance');
  const [priority, setPriority] = useState<AlertPriority>('medium');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: api.createAlert,
    onSuccess: (answer) => {
      toast.success('Alert created');
      queryClient.setQueryData(adminKeys.unreadCount, answer.unreadCount);
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
      onClose();
    },
    onError: toastFailure('Failed to create alert'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setProblem('Please enter a message');
      return;
    }
    setProblem(null);
    create.mutate({ type, priority, message: message.trim() });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create Alert"
      description="A notice in the feed for every admin."
      footer={<SubmitFooter formId={formId} onCancel={onClose} busy={create.isPending} busyLabel="Creating…" label="Create Alert" />}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label="Create Alert">
        <SelectField label="Type" value={type} options={TYPES} onChange={setType} />
        <SelectField label="Priority" value={priority} options={PRIORITIES} onChange={setPriority} />
        <TextAreaField
          label="Message"
          rows={4}
          maxLength={MAX_MESSAGE_LENGTH}
          value={message}
          {...(problem ? { error: problem } : {})}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </Modal>
  );
}
