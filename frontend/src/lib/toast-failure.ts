import { toast } from './toast';
import { errorMessage } from '../api';

/** A mutation's onError: the server's message for the failure in an error toast, or `fallback` when it has none. */
export function toastFailure(fallback: string) {
  return (error: unknown) => {
    toast.error(errorMessage(error, fallback));
  };
}
