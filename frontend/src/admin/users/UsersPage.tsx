import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { api, type UsersPage as UsersAnswer, type UsersQuery } from '../../api';
import { sessionUserQuery } from '../../api/session-user';
import { getToken } from '../../lib/session';
import { toastFailure } from '../../lib/toast-failure';
import { Button } from '../../ui/Button';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { AdminTable, DEFAULT_PAGE_SIZE, formatDate, ListToolbar, NameCell, RowActions, SelectField, StatCard, StatGrid, useListSearch, usePagedQuery } from '../shared';
import { updateOf, type UserFormValues } from './user-form';
import { AccountBadge, BillingBadge, DeleteUserDialog, UserEditModal, UserViewModal, isSuspended, type AdminUser } from './UserModals';

type StatusFilter = 'all' | 'active' | 'suspended';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

type Dialog = { kind: 'view' | 'edit' | 'delete'; user: AdminUser } | null;

/**
 * Totals over all customers (the spec counted the current page only; admins are not counted, issue 25): three one-row
 * pages of customers, read for their totals.
 */
async function userCounts() {
  const [all, active, suspended] = await Promise.all([
    api.getUsers({ page: 1, limit: 1, role: 'customer' }),
    api.getUsers({ page: 1, limit: 1, status: 'active', role: 'customer' }),
    api.getUsers({ page: 1, limit: 1, status: 'suspended', role: 'customer' }),
  ]);
  return { total: all.pagination.totalUsers, active: active.pagination.totalUsers, suspended: suspended.pagination.totalUsers };
}

/** User Management (spec 2.14): searched, filtered and paged on the server. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useListSearch(DEFAULT_PAGE_SIZE, [status]);

  const query: UsersQuery = { page: list.page, limit: list.limit, search: list.debouncedSearch || undefined, status: status === 'all' ? undefined : status };
  const listKey = [...adminKeys.users, 'list', query] as const;
  const users = usePagedQuery(listKey, () => api.getUsers(query));
  const counts = useQuery({ queryKey: adminKeys.userCounts, queryFn: userCounts });
  // The admin's own row offers no Delete or Suspend (the server refuses both too).
  const me = useQuery(sessionUserQuery(getToken())).data?.user._id;

  /** Changes one row where it is shown, without reloading the page (spec 4: the row is updated locally). */
  function replaceRow(user: AdminUser) {
    queryClient.setQueryData<UsersAnswer>(listKey, (current) =>
      current ? { ...current, users: current.users.map((row) => (row._id === user._id ? user : row)) } : current,
    );
  }

  const save = useMutation({
    mutationFn: ({ user, values }: { user: AdminUser; values: UserFormValues }) => api.updateUser(user._id, updateOf(values)),
    onSuccess: ({ user }) => {
      replaceRow(user);
      setDialog(null);
      toast.success('User updated successfully!');
    },
    onError: toastFailure('Failed to update user'),
  });

  const remove = useMutation({
    mutationFn: (user: AdminUser) => api.deleteUser(user._id),
    onSuccess: () => {
      setDialog(null);
      toast.success('User deleted successfully!');
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: toastFailure('Failed to delete user'),
  });

  // Suspending pauses the customer's billing (and activating resumes it) exactly as their own Pause Billing does.
  const setSuspended = useMutation({
    mutationFn: ({ user, suspend }: { user: AdminUser; suspend: boolean }) => (suspend ? api.suspendUser(user._id) : api.activateUser(user._id)),
    onSuccess: (_answer, { user, suspend }) => {
      replaceRow({ ...user, billingPaused: suspend, status: suspend ? 'suspended' : 'active' });
      toast.success(suspend ? 'User suspended successfully!' : 'User activated successfully!');
      void queryClient.invalidateQueries({ queryKey: adminKeys.userCounts });
    },
    onError: toastFailure('Failed to update user'),
  });

  const rows = users.data?.users ?? [];
  const pagination = users.data?.pagination;

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: adminKeys.users });
  }

  return (
    <>
      <StatGrid>
        <StatCard label="Total Users" value={counts.data?.total ?? '—'} note="Customers (admins not counted)" />
        <StatCard label="Active Users" value={counts.data?.active ?? '—'} note="Customers" />
        <StatCard label="Suspended Users" value={counts.data?.suspended ?? '—'} note="Customers" />
        <StatCard label="Current Page" value={pagination ? `${pagination.currentPage} of ${pagination.totalPages}` : '—'} />
      </StatGrid>

      <ListToolbar list={list} searchLabel="Search users" placeholder="Name, email or mobile" refresh={{ onClick: refresh, busy: users.isFetching }}>
        <SelectField label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
      </ListToolbar>

      <AdminTable
        label="Users"
        columns={['User', 'Status', 'Billing', 'Created', 'Actions']}
        query={users}
        errorMessage="Failed to load users"
        loadingText="Loading users…"
        emptyText="No users found"
        empty={rows.length === 0}
        busy={users.isFetching}
        paging={pagination && { ...pagination, total: pagination.totalUsers }}
        onPageChange={list.setPage}
      >
        {rows.map((user) => (
          <tr key={user._id} aria-label={user.name}>
            <NameCell name={user.name}>
              <div className={styles.muted}>{user.email}</div>
              {user.mobile && <div className={styles.muted}>{user.mobile}</div>}
            </NameCell>
            <td>
              <AccountBadge user={user} />
            </td>
            <td>
              <BillingBadge user={user} />
            </td>
            <td>{formatDate(user.createdAt)}</td>
            <td>
              <RowActions onView={() => setDialog({ kind: 'view', user })} onEdit={() => setDialog({ kind: 'edit', user })}>
                {user.role === 'customer' && user._id !== me && (
                  <Button
                    small
                    variant="secondary"
                    busy={setSuspended.isPending && setSuspended.variables.user._id === user._id}
                    onClick={() => setSuspended.mutate({ user, suspend: !isSuspended(user) })}
                  >
                    {isSuspended(user) ? 'Activate' : 'Suspend'}
                  </Button>
                )}
                {user._id !== me && (
                  <Button small variant="danger" onClick={() => setDialog({ kind: 'delete', user })}>
                    Delete
                  </Button>
                )}
              </RowActions>
            </td>
          </tr>
        ))}
      </AdminTable>

      {dialog?.kind === 'view' && (
        <UserViewModal user={dialog.user} onClose={() => setDialog(null)} onEdit={() => setDialog({ kind: 'edit', user: dialog.user })} />
      )}
      {dialog?.kind === 'edit' && (
        <UserEditModal
          user={dialog.user}
          saving={save.isPending}
          onCancel={() => setDialog(null)}
          onSave={(values) => save.mutate({ user: dialog.user, values })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog user={dialog.user} deleting={remove.isPending} onCancel={() => setDialog(null)} onConfirm={() => remove.mutate(dialog.user)} />
      )}
    </>
  );
}
