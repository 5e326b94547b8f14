import { useSearchParams } from 'react-router';
import { STATUS_OPTIONS, type StatusFilter } from './subscription-rules';

/** The list's status filter as the address gives it ('?status=paused'); anything else is All. */
export function statusFilterOf(text: string | null): StatusFilter {
  return STATUS_OPTIONS.find((option) => option.value === text)?.value ?? 'all';
}

/**
 * The status filter kept in the address, so that a link opens the list filtered (the dashboard's paused
 * subscriptions warning) and a reload keeps it; choosing All takes it out of the address.
 */
export function useStatusFilter(): [StatusFilter, (next: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const setStatus = (next: StatusFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  return [statusFilterOf(params.get('status')), setStatus];
}
