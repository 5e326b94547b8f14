import { Alert } from './Alert';
import { Button } from './Button';

interface RetryAlertProps {
  /** What failed to load, as the customer reads it. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A load that failed: the message in an error alert, with a Try again button that says when it is trying. */
export function RetryAlert({ message, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" small onClick={onRetry} busy={retrying} busyLabel="Trying again…">
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** The part of a query (TanStack Query's) that a failed load's retry needs. */
interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query's failed load: the message, with Try again refetching the query (busy while it does). */
export function QueryRetryAlert({ message, query }: { message: string; query: RetryableQuery }) {
  return <RetryAlert message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
