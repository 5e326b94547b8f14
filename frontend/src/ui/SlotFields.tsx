import type { ApiBody } from '../api/types';
import { addDays, localToday } from '../lib/dates';

/** One of the 12 slot labels, as the API documents them. */
export type SlotLabel = ApiBody<'/rescheduleDelivery/{orderId}', 'patch'>['deliveryTime'];

/** The 12 visit slots (spec 9: hourly from 8:00 AM through 7:00 PM); 3:00 PM first offered, as at checkout. */
export const SLOTS = Array.from({ length: 12 }, (_, index) => {
  const hour = 8 + index;
  return `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}` as SlotLabel;
});
export const DEFAULT_SLOT: SlotLabel = '3:00 PM';

/** The date first offered: the day after tomorrow, clear of the notice visits need. */
export const firstOfferedDate = () => addDays(localToday(new Date()), 2);

interface SlotFieldsProps {
  /** Prefix of the fields' ids (useId of the form). */
  idPrefix: string;
  date: string;
  time: string;
  onDate: (date: string) => void;
  onTime: (time: SlotLabel) => void;
  className?: string | undefined;
}

/**
 * A visit's date and time (a delivery moved, a technician booked): the crew's slots. The server checks the slot under
 * the calendar's rules and notice and answers why it refuses one.
 */
export function SlotFields({ idPrefix, date, time, onDate, onTime, className }: SlotFieldsProps) {
  return (
    <div className={className}>
      <label htmlFor={`${idPrefix}-date`}>Date</label>
      <input id={`${idPrefix}-date`} type="date" required min={addDays(localToday(new Date()), 1)} value={date} onChange={(event) => onDate(event.target.value)} />
      <label htmlFor={`${idPrefix}-time`}>Time</label>
      <select id={`${idPrefix}-time`} value={time} onChange={(event) => onTime(SLOTS.find((slot) => slot === event.target.value) ?? DEFAULT_SLOT)}>
        {SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
    </div>
  );
}
