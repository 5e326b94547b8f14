import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (spec 9: the admin's search boxes wait 500 ms, the place search 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
