import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { adminKeys, api, type DeadLetterRow } from '../../api';
import { toastFailure } from '../../lib/toast-failure';
import { Button } from '../../ui/Button';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import styles from '../shared/admin.module.css';
import { ActionDialog, Badge, formatDateTime, Panel, TableScroll } from '../shared';
import { canReplay, confirmText, REPLAY_LIMIT, replayOutcome, waitingText } from './dead-letters';

function ReplayDialog({ row, onClose }: { row: DeadLetterRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [force, setForce] = useState(false);
  const replay = useMutation({
    mutationFn: () => api.replayDeadLetters({ service: row.service, limit: REPLAY_LIMIT, force }),
    onSuccess: (answer) => {
      toast.success(replayOutcome(answer));
      onClose();
    },
    onError: toastFailure(`Failed to replay ${row.service}'s dead letters`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.deadLetters }),
  });
  return (
    <ActionDialog
      title={`Replay ${row.service}'s dead letters`}
      description={confirmText(row)}
      onCancel={onClose}
      actions={
        <Button onClick={() => replay.mutate()} busy={replay.isPending} busyLabel="Replaying…">
          Replay
        </Button>
      }
    >
      <label className={styles.toolbarField} style={{ flexDirection: 'row', alignItems: 'center' }}>
        <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />
        <span>Also replay events already replayed 3 times</span>
      </label>
    </ActionDialog>
  );
}

/**
 * Each service's dead-lettered events (what kept failing and was parked): how many, why, since when, and a replay
 * with `make replay-dead-letters`' bounds, confirmed first. A service that does not answer shows as unknown.
 */
export function DeadLetters() {
  const list = useQuery({ queryKey: adminKeys.deadLetters, queryFn: () => api.getDeadLetters() });
  const [replaying, setReplaying] = useState<DeadLetterRow | null>(null);
  const rows = list.isError ? [] : (list.data?.services ?? []);
  return (
    <Panel id="dead-letters" title="Dead letters">
      {list.isError && <QueryRetryAlert message="Failed to load dead letters" query={list} />}
      {list.isPending && <p role="status">Loading dead letters…</p>}
      {list.isSuccess && (
        <TableScroll label="Dead letters by service">
          <table className={styles.table} aria-label="Dead letters by service">
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Waiting</th>
                <th scope="col">Reasons</th>
                <th scope="col">First seen</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.service}>
                  <th scope="row">{row.service}</th>
                  <td>{row.status === 'unknown' ? <Badge tone="yellow">{waitingText(row)}</Badge> : waitingText(row)}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>
                    {row.reasons.length === 0 ? (
                      <span className={styles.muted}>None</span>
                    ) : (
                      <ul className={styles.list}>
                        {row.reasons.map((reason) => (
                          <li key={`${reason.type} ${reason.reason}`}>
                            <strong>{reason.type}</strong> ×{reason.count}: {reason.reason}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{row.firstSeen ? formatDateTime(row.firstSeen) : <span className={styles.muted}>—</span>}</td>
                  <td>
                    <Button small variant="secondary" disabled={!canReplay(row)} onClick={() => setReplaying(row)} aria-label={`Replay ${row.service}'s dead letters`}>
                      Replay
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {replaying && <ReplayDialog row={replaying} onClose={() => setReplaying(null)} />}
    </Panel>
  );
}
