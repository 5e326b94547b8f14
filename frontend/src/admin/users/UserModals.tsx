import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../shared/admin.module.css';
import { ActionDialog, Badge, Details, EditDialog, formatDateTime, ViewDialog } from '../shared';
import { formValuesOf, validateUserForm, type UserFormErrors, type UserFormValues } from './user-form';

export type AdminUser = User;

export const isSuspended = (user: Pick<User, 'billingPaused'>) => user.billingPaused;

export function AccountBadge({ user }: { user: AdminUser }) {
  return isSuspended(user) ? <Badge tone="red">Suspended</Badge> : <Badge tone="green">Active</Badge>;
}

export function BillingBadge({ user }: { user: AdminUser }) {
  return isSuspended(user) ? <Badge tone="yellow">Paused</Badge> : <Badge tone="green">Active</Badge>;
}

/** View (spec 2.14): basic information, account status, timeline, technical details; it can hand over to Edit. */
export function UserViewModal({ user, onClose, onEdit }: { user: AdminUser; onClose: () => void; onEdit: () => void }) {
  return (
    <ViewDialog title="User Details" editLabel="Edit User" onClose={onClose} onEdit={onEdit}>
      <h3 className={styles.sectionTitle}>Basic Information</h3>
      <Details
        rows={[
          ['Full Name', user.name],
          ['Email Address', user.email],
          ['Mobile Number', user.mobile || '—'],
          ['City', user.address?.city || '—'],
        ]}
      />
      <h3 className={styles.sectionTitle}>Account Status</h3>
      <Details
        rows={[
          ['Account', <AccountBadge key="account" user={user} />],
          ['Billing', <BillingBadge key="billing" user={user} />],
          ['Verified', user.verified ? 'Yes' : 'No'],
          ['Role', user.role === 'admin' ? 'Admin' : 'Customer'],
        ]}
      />
      <h3 className={styles.sectionTitle}>Account Timeline</h3>
      <Details
        rows={[
          ['Created', formatDateTime(user.createdAt)],
          ['Last Updated', formatDateTime(user.updatedAt)],
        ]}
      />
      <h3 className={styles.sectionTitle}>Technical Details</h3>
      <Details
        rows={[
          ['User ID', user._id],
          ['Version', String(user.__v)],
          ['Password', user.hasPassword ? 'Set' : 'Not set'],
        ]}
      />
    </ViewDialog>
  );
}

interface EditProps {
  user: AdminUser;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: UserFormValues) => void;
}

/** Edit (spec 2.14 and 5): each field's error under it, cleared as soon as that field is edited. */
export function UserEditModal({ user, saving, onCancel, onSave }: EditProps) {
  const [values, setValues] = useState<UserFormValues>(() => formValuesOf(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const formId = useId();

  function field(name: keyof UserFormValues) {
    const errorId = `${formId}-${name}-error`;
    return {
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId : undefined,
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function error(name: keyof UserFormValues) {
    return errors[name] ? (
      <p id={`${formId}-${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </p>
    ) : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  }

  return (
    <EditDialog title="Edit User" formId={formId} saving={saving} onCancel={onCancel}>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label="Edit user">
        <TextField label="Full Name" autoComplete="off" {...field('name')} />
        {error('name')}
        <TextField label="Email Address" type="email" autoComplete="off" {...field('email')} />
        {error('email')}
        <TextField label="Mobile Number" type="tel" autoComplete="off" {...field('mobile')} />
        {error('mobile')}
      </form>
    </EditDialog>
  );
}

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this user? This action cannot be undone.';

export function DeleteUserDialog({ user, deleting, onCancel, onConfirm }: { user: AdminUser; deleting: boolean; onCancel: () => void; onConfirm: () => void }) {
  const remove = (
    <Button variant="danger" onClick={onConfirm} busy={deleting} busyLabel="Deleting…">
      Delete
    </Button>
  );
  return (
    <ActionDialog title="Delete User" description={`${user.name} (${user.email})`} onCancel={onCancel} actions={remove}>
      <p>{DELETE_CONFIRMATION}</p>
    </ActionDialog>
  );
}
