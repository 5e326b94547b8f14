import { useId, useState } from 'react';
import { toast } from '../lib/toast';
import { formatUsd } from '../lib/money';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Card } from '../ui/Page';
import { CurrentLocationLine } from './CurrentLocationLine';
import { formatLongDate } from '../lib/dates';
import { DeliveryMap } from './DeliveryMap';
import { DELIVERY_MESSAGES, type DeliveryCalendar } from './delivery-rules';
import styles from './DeliveryStep.module.css';
import { LocationSearch } from './LocationSearch';
import { MonthCalendar } from './MonthCalendar';
import { DEFAULT_PLACE } from './place';
import { SlotGrid } from './SlotGrid';
import { AddressForm } from '../ui/address/AddressForm';
import { ADDRESS_FORM_MESSAGE, addressDraftProblems } from '../ui/address/address-form';
import type { AddressDraftState } from './useAddressDraft';
import type { DeliveryAppointment } from './useDeliveryAppointment';
import type { CurrentLocation } from './useCurrentLocation';

interface DeliveryStepProps {
  appointment: DeliveryAppointment;
  current: CurrentLocation;
  schedule: { calendar: DeliveryCalendar; loading: boolean; failed: boolean; retry: () => void };
  /** The delivery fee the server priced the cart with, in dollars. */
  deliveryFee: number;
  stairs: boolean;
  onStairsChange: (stairs: boolean) => void;
  address: AddressDraftState;
  onScheduled: () => void;
}

/** The delivery fee note (spec 9): $25 for a single rental item, free for two or more. */
function FeeNote({ fee }: { fee: number }) {
  return (
    <p className={styles.fee}>
      {fee > 0 ? (
        <>
          Delivery fee: <strong>{formatUsd(fee)}</strong> — a flat fee for a single rental item. Delivery is free for two or more items.
        </>
      ) : (
        <>
          Delivery fee: <strong>Free</strong> — delivery is free for two or more rental items.
        </>
      )}
    </p>
  );
}

/** Step 'delivery' (spec 2.5): where, when, and Schedule Delivery. */
export function DeliveryStep({ appointment, current, schedule, deliveryFee, stairs, onStairsChange, address, onScheduled }: DeliveryStepProps) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const { place, date, slot } = appointment;

  function scheduleDelivery() {
    if (!place) {
      toast.error(DELIVERY_MESSAGES.noLocation);
      return;
    }
    if (!slot) {
      toast.error(DELIVERY_MESSAGES.noSlots);
      setExpanded(true);
      return;
    }
    const wrong = Object.keys(addressDraftProblems(address.address));
    if (wrong.length > 0) {
      address.revealProblems();
      toast.error(ADDRESS_FORM_MESSAGE);
      // Once the render marking the fields is on screen, the first one in error is read with its message.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus());
      return;
    }
    onScheduled();
  }

  return (
    <div className={styles.layout}>
      <Card className={styles.where}>
        <h2 className={styles.sectionTitle}>Delivery location</h2>
        <LocationSearch onPick={appointment.choosePlace} />
        <CurrentLocationLine current={current} chosen={place} onUse={appointment.choosePlace} />
        <DeliveryMap center={appointment.mapCenter ?? DEFAULT_PLACE} pin={place} onPick={appointment.choosePoint} />
        <AddressForm value={address.address} onChange={address.setAddress} showAll={address.showProblems} />
      </Card>

      <Card className={styles.when}>
        <h2 className={styles.sectionTitle}>Your appointment</h2>
        <dl className={styles.summary}>
          <div>
            <dt>Delivery location</dt>
            <dd data-testid="selected-location">{place ? place.name : 'No location selected yet'}</dd>
          </div>
          <div>
            <dt>Selected date</dt>
            <dd data-testid="selected-date">{schedule.loading ? 'Loading…' : formatLongDate(date)}</dd>
          </div>
          <div>
            <dt>Selected time</dt>
            <dd data-testid="selected-time">{schedule.loading ? 'Loading…' : (slot ?? 'No time available')}</dd>
          </div>
        </dl>

        <label className={styles.stairs}>
          <input type="checkbox" checked={stairs} onChange={(event) => onStairsChange(event.target.checked)} />
          Do you have Stairs?
        </label>

        <FeeNote fee={deliveryFee} />

        {schedule.failed && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" small onClick={schedule.retry}>
                Try again
              </Button>
            }
          >
            {DELIVERY_MESSAGES.scheduleFailed}. Booked times could not be checked, so every time shows as available; the
            time you pick is confirmed when you place the order.
          </Alert>
        )}

        <Button variant="secondary" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'See Less' : 'See More'}
        </Button>

        <div id={moreId} hidden={!expanded} className={styles.more}>
          {expanded && !schedule.loading && (
            <>
              <MonthCalendar calendar={schedule.calendar} selectedDate={date} onSelect={appointment.chooseDate} />
              <SlotGrid calendar={schedule.calendar} date={date} selectedSlot={slot} onSelect={appointment.chooseSlot} />
            </>
          )}
          {expanded && schedule.loading && <p role="status">Loading available times…</p>}
        </div>
      </Card>

      <Button fullWidth onClick={scheduleDelivery} busy={schedule.loading} busyLabel="Loading available times…">
        Schedule Delivery
      </Button>
    </div>
  );
}
