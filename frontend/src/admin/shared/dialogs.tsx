import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import styles from './admin.module.css';

interface ActionDialogProps {
  title: string;
  description?: string;
  wide?: boolean;
  /** Closes the dialog: its first footer button ('Cancel' unless told) and Escape. */
  onCancel: () => void;
  cancelLabel?: string;
  /** The footer's buttons after the cancelling one. */
  actions: ReactNode;
  children?: ReactNode;
}

/** An admin's dialog: its body, and under it a secondary button that closes it followed by the dialog's own actions. */
export function ActionDialog({ title, description, wide, onCancel, cancelLabel = 'Cancel', actions, children }: ActionDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={description}
      wide={wide ?? false}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          {actions}
        </div>
      }
    >
      {children}
    </Modal>
  );
}

/** An admin's edit dialog: the form named `formId` inside, Cancel and Save Changes (busy while saving) under it. */
export function EditDialog({ title, formId, saving, onCancel, wide, children }: { title: string; formId: string; saving: boolean; onCancel: () => void; wide?: boolean; children: ReactNode }) {
  const save = (
    <Button type="submit" form={formId} busy={saving} busyLabel="Saving…">
      Save Changes
    </Button>
  );
  return (
    <ActionDialog title={title} wide={wide} onCancel={onCancel} actions={save}>
      {children}
    </ActionDialog>
  );
}

/** A wide details dialog: Close, and a button that hands over to editing the same record. */
export function ViewDialog({ title, editLabel, onClose, onEdit, children }: { title: string; editLabel: string; onClose: () => void; onEdit: () => void; children: ReactNode }) {
  return (
    <ActionDialog title={title} wide onCancel={onClose} cancelLabel="Close" actions={<Button onClick={onEdit}>{editLabel}</Button>}>
      {children}
    </ActionDialog>
  );
}
