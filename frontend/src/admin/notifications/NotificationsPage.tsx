import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type AdminNotification, type MarkNotificationsRead } from '../../api';
import { toastFailure } from '../../lib/toast-failure';
import { Button } from '../../ui/Button';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import { adminKeys } from '../../api/query-keys';
import styles from '../shared/admin.module.css';
import { Badge, capitalise, formatDateTime, Pagination, Panel, statusTone, type Tone, usePagedQuery } from '../shared';
import { BulkMessageDialog } from './BulkMessageDialog';
import { CreateAlertDialog } from './CreateAlertDialog';
import { DeadLetters } from './DeadLetters';
import { outcomeOf, type BulkChannel } from './bulk-message';
import pageStyles from './NotificationsPage.module.css';

const PAGE_SIZE = 20;
const PRIORITY_TONE: Record<AdminNotification['priority'], Tone> = { high: 'red', medium: 'yellow', low: 'gray' };

function ScheduledMessages() {
  const scheduled = useQuery({ queryKey: adminKeys.scheduled, queryFn: () => api.getScheduledMessages({ page: 1, limit: 10 }) });
  const messages = scheduled.data?.messages ?? [];
  return (
    <Panel id="bulk-messages" title="Bulk Messages">
      {scheduled.isError && <QueryRetryAlert message="Failed to load messages" query={scheduled} />}
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.headerRow} style={{ marginBottom: 0 }}>
            <span>
              <strong>{message.subject}</strong> <span className={styles.muted}>{message.channel === 'sms' ? 'Text message' : 'E-mail'}</span>
              <div className={styles.muted}>
                {message.recipients} recipient(s) · {formatDateTime(message.sendAt)}
                {message.status === 'scheduled' ? '' : ` · ${outcomeOf(message)}`}
              </div>
              {message.failures.length > 0 && (
                <details>
                  <summary>Why {message.failed} failed</summary>
                  <ul>
                    {message.failures.map((failure) => (
                      <li key={failure.userId}>
                        {failure.email}: {failure.reason}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </span>
            <Badge tone={message.status === 'scheduled' ? 'blue' : message.status === 'sent' ? 'green' : statusTone(message.status)}>{capitalise(message.status)}</Badge>
          </li>
        ))}
        {scheduled.isSuccess && messages.length === 0 && <li className={styles.muted}>No bulk messages yet</li>}
      </ul>
    </Panel>
  );
}

/**
 * Notifications & Communication (spec 2.18): the feed the services' events write, unread highlighted, marked read one
 * by one or all at once; the admin's own alerts (Create Alert); bulk e-mails and text messages to customers, now or scheduled.
 */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [composer, setComposer] = useState<{ scheduled: boolean; channel: BulkChannel } | null>(null);
  const [alerting, setAlerting] = useState(false);

  const query = { page, limit: PAGE_SIZE, unread: unreadOnly ? ('true' as const) : undefined };
  const feed = usePagedQuery([...adminKeys.notifications, 'list', query], () => api.getNotifications(query));

  const markRead = useMutation({
    mutationFn: (body: MarkNotificationsRead) => api.markNotificationsRead(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.unreadCount, answer.unreadCount);
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
    },
    onError: toastFailure('Failed to mark notifications read'),
  });

  // Spec 8: a failed fetch empties the list.
  const notifications = feed.isError ? [] : (feed.data?.notifications ?? []);
  const pagination = feed.data?.pagination;
  const unreadCount = feed.data?.unreadCount ?? 0;

  return (
    <>
      <div className={styles.toolbar}>
        <Button onClick={() => setComposer({ scheduled: false, channel: 'sms' })}>Send Bulk SMS</Button>
        <Button variant="secondary" onClick={() => setComposer({ scheduled: false, channel: 'email' })}>
          Send Bulk Message
        </Button>
        <Button variant="secondary" onClick={() => setAlerting(true)}>
          Create Alert
        </Button>
        <Button variant="secondary" onClick={() => setComposer({ scheduled: true, channel: 'email' })}>
          Schedule Message
        </Button>
        <Button variant="secondary" onClick={() => markRead.mutate({ all: true })} disabled={unreadCount === 0} busy={markRead.isPending && 'all' in markRead.variables}>
          Mark all as read
        </Button>
        <label className={styles.toolbarField} style={{ flexDirection: 'row', alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setPage(1);
            }}
          />
          <span>Unread only</span>
        </label>
      </div>

      <Panel
        id="recent-notifications"
        title={
          <>
            Recent Notifications {unreadCount > 0 && <span className={styles.muted}>({unreadCount} unread)</span>}
          </>
        }
      >
        {feed.isPending && <p role="status">Loading notifications…</p>}
        {feed.isSuccess && notifications.length === 0 && <p className={styles.empty}>No Recent Notifications</p>}
        <ul className={styles.list} aria-label="Notifications">
          {notifications.map((notice) => (
            <li key={notice._id} className={notice.read ? pageStyles.notice : `${pageStyles.notice} ${pageStyles.unread}`} aria-label={notice.read ? 'Read notification' : 'Unread notification'}>
              <div className={styles.headerRow} style={{ marginBottom: 'var(--space-1)' }}>
                <span className={styles.actions}>
                  <Badge tone="gray">{capitalise(notice.type)}</Badge>
                  <Badge tone={PRIORITY_TONE[notice.priority]}>{capitalise(notice.priority)}</Badge>
                  {!notice.read && <Badge tone="blue">Unread</Badge>}
                </span>
                <span className={styles.muted}>{formatDateTime(notice.time)}</span>
              </div>
              <p>{notice.message}</p>
              {notice.sender && (
                <p className={styles.muted}>
                  From {notice.sender.name} &lt;{notice.sender.email}&gt;
                </p>
              )}
              {notice.items.length > 0 && <p className={styles.muted}>Items: {notice.items.join(', ')}</p>}
              {!notice.read && (
                <Button small variant="ghost" onClick={() => markRead.mutate({ ids: [notice._id] })}>
                  Mark as read
                </Button>
              )}
            </li>
          ))}
        </ul>
        {pagination && pagination.totalNotifications > 0 && <Pagination paging={{ ...pagination, total: pagination.totalNotifications }} onPageChange={setPage} />}
      </Panel>

      <ScheduledMessages />

      <DeadLetters />

      {alerting && <CreateAlertDialog onClose={() => setAlerting(false)} />}
      {composer && <BulkMessageDialog scheduled={composer.scheduled} channel={composer.channel} onClose={() => setComposer(null)} />}
    </>
  );
}
