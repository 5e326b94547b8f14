import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api, queryKeys } from '../api';
import { calendarAt, DELIVERY_MESSAGES } from './delivery-rules';
import { useErrorToast } from './use-error-toast';

/** Booked slots change while the page is open: read them again this often. */
const REFRESH_MS = 60_000;

/** The current time, renewed every minute, so a slot of today turns past while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The delivery calendar (GET /verifyCalandar) at this minute. A failure says 'Error loading delivery schedule' and,
 * as the spec says, assumes no bookings: `failed` lets the screen say so plainly, and `retry` tries again.
 */
export function useDeliveryCalendar() {
  const query = useQuery({
    queryKey: queryKeys.deliveryCalendar,
    queryFn: api.verifyCalendar,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  // A failed background refresh keeps the last answer: only a calendar never loaded counts as failed.
  const failed = query.isError && query.data === undefined;
  useErrorToast(query.error, failed ? query.errorUpdatedAt : 0, DELIVERY_MESSAGES.scheduleFailed);
  const now = useMinuteClock();
  const calendar = useMemo(() => calendarAt(query.data, now), [query.data, now]);
  return {
    calendar,
    loading: query.isPending,
    failed,
    retry: () => void query.refetch(),
  };
}
