import { useId } from 'react';
import styles from './SlotGrid.module.css';
import { formatLongDate, weekdayOf } from '../lib/dates';
import { DELIVERY_MESSAGES, slotState, type DeliveryCalendar, type SlotState } from './delivery-rules';

/** A slot as shown: its own state, or closed on a day without deliveries. */
type ShownState = SlotState | 'closed';

const SLOT_STATE_LABEL: Record<ShownState, string> = { available: 'Available', booked: 'Booked', past: 'Past', notice: 'Too soon', closed: 'No deliveries this day' };
const SLOT_TOOLTIP: Record<ShownState, string | undefined> = {
  available: undefined,
  booked: DELIVERY_MESSAGES.slotBooked,
  past: 'This time has already passed',
  notice: DELIVERY_MESSAGES.dayTooSoon,
  closed: DELIVERY_MESSAGES.dayFull,
};

interface SlotGridProps {
  calendar: DeliveryCalendar;
  date: string;
  /** The time in force (the chosen one, or its fallback); none when the date has no free slot. */
  selectedSlot: string | undefined;
  onSelect: (slot: string) => void;
}

/**
 * The time-slot grid (spec 2.5): one toggle button per slot; a booked slot cannot be chosen and says 'This time slot
 * is already booked' (spec 8); a date with no free slot says so.
 */
export function SlotGrid({ calendar, date, selectedSlot, onSelect }: SlotGridProps) {
  const headingId = useId();
  const open = calendar.deliveryDays.includes(weekdayOf(date));
  const slots = calendar.slots.map((slot) => {
    const state = slotState(calendar, date, slot);
    return { slot, state: (open || state !== 'available' ? state : 'closed') as ShownState };
  });
  const anyFree = slots.some(({ state }) => state === 'available');
  return (
    <div className={styles.slots}>
      <h3 id={headingId} className={styles.heading}>
        Times on {formatLongDate(date)}
      </h3>
      {!anyFree && (
        <p className={styles.none} role="status">
          {DELIVERY_MESSAGES.noSlots}
        </p>
      )}
      <div role="group" aria-labelledby={headingId} className={styles.grid}>
        {slots.map(({ slot, state }) => {
          const usable = state === 'available';
          return (
            <button
              key={slot}
              type="button"
              className={[styles.slot, styles[state], slot === selectedSlot && usable && styles.selected].filter(Boolean).join(' ')}
              aria-pressed={slot === selectedSlot && usable}
              aria-disabled={!usable || undefined}
              aria-label={`${slot}, ${SLOT_STATE_LABEL[state]}`}
              title={SLOT_TOOLTIP[state]}
              onClick={() => {
                if (usable) onSelect(slot);
              }}
            >
              {slot}
            </button>
          );
        })}
      </div>
    </div>
  );
}
