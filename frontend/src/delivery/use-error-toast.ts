import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { ApiError } from '../api';

/**
 * Shows `message` as an error toast each time a load fails (once per failure, keyed by when it failed). A 401 is
 * left out: the session is over and the app is already on its way to Log In.
 */
export function useErrorToast(error: unknown, failedAt: number, message: string): void {
  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (failedAt > 0 && !expired) toast.error(message, { id: message });
  }, [failedAt, expired, message]);
}
