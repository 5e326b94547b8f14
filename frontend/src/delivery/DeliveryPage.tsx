import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { buttonClassName } from '../ui/Button';
import { Card, Page } from '../ui/Page';
import { QueryRetryAlert } from '../ui/RetryAlert';
import { ConfirmStep } from './ConfirmStep';
import { billingPath, cartTotals, DELIVERY_MESSAGES } from './delivery-rules';
import styles from './DeliveryPage.module.css';
import { DeliveryStep } from './DeliveryStep';
import { useCurrentLocation } from './useCurrentLocation';
import { useDeliveryAppointment } from './useDeliveryAppointment';
import { useDeliveryCalendar } from './useDeliveryCalendar';
import { useDeliveryCart } from './useDeliveryCart';
import { readDeliveryChoice } from '../lib/delivery-choice-storage';
import { useRememberedChoice } from './useRememberedChoice';
import { addressDraftProblems, toDeliveryAddress } from '../ui/address/address-form';
import { useAddressDraft } from './useAddressDraft';

type Step = 'delivery' | 'confirm';

const TITLES: Record<Step, string> = { delivery: 'Delivery Appointment', confirm: 'Confirm & Submit' };

function EmptyCart() {
  return (
    <Card>
      <div className={styles.empty}>
        <p>Your cart is empty. Choose the appliances you would like to rent, then schedule their delivery here.</p>
        <Link to="/appliance" className={buttonClassName()}>
          Browse appliances
        </Link>
      </div>
    </Card>
  );
}

/**
 * /delivery (spec 2.5 and 4): step 'delivery' picks the place, date and time; step 'confirm' reviews the items and
 * goes on to /billing with the choice. The back arrow toggles between the two. The choice and the step are kept in
 * session storage, so Back from /billing returns to the confirm step with them and a reload loses nothing.
 */
export function DeliveryPage() {
  const navigate = useNavigate();
  const cart = useDeliveryCart();
  const schedule = useDeliveryCalendar();
  const current = useCurrentLocation();
  const [remembered] = useState(readDeliveryChoice);
  const appointment = useDeliveryAppointment(schedule.calendar, current, remembered);
  const [step, setStep] = useState<Step>(remembered?.step ?? 'delivery');
  const [scheduled, setScheduled] = useState(remembered?.scheduled ?? false);
  const [stairs, setStairs] = useState(remembered?.stairs ?? false);
  const address = useAddressDraft(appointment.place, remembered);
  useRememberedChoice(remembered, cart.data, { ...appointment.chosen, stairs, address: address.address, step, scheduled }, () => {
    appointment.reset();
    address.reset();
    setStep('delivery');
    setScheduled(false);
    setStairs(false);
  });
  const title = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  useEffect(() => {
    // A new step is a new screen: move to its top and its title, as a page change would.
    if (!stepChanged.current) return;
    window.scrollTo(0, 0);
    title.current?.focus();
  }, [step]);

  function goTo(next: Step) {
    stepChanged.current = true;
    setStep(next);
  }

  // A scheduled time that can no longer be had (taken meanwhile, or a remembered day the lead time overtook) is never
  // confirmed silently as another: the confirm step then asks to schedule again.
  const { chosen } = appointment;
  const lost = !schedule.loading && (chosen.slot !== appointment.slot || (chosen.date !== undefined && chosen.date !== appointment.date));
  // A choice kept from before the address form (or an address made wrong since) is not a delivery to confirm either.
  const addressComplete = Object.keys(addressDraftProblems(address.address)).length === 0;
  const stillScheduled = scheduled && !lost && addressComplete;

  function confirmOrder() {
    const { place, date, slot } = appointment;
    if (!cart.data || !place || !slot) {
      toast.error(DELIVERY_MESSAGES.confirmFailed);
      return;
    }
    navigate(
      billingPath({
        location: { lat: place.lat, lng: place.lng },
        deliveryDate: date,
        deliveryTime: slot,
        totalCost: cartTotals(cart.data).monthly,
        locationName: place.name,
        deliveryAddress: toDeliveryAddress(address.address),
        stairs,
      }),
    );
  }

  const other: Step = step === 'delivery' ? 'confirm' : 'delivery';
  const ready = cart.isSuccess && cart.data.items.length > 0;
  const backArrow = ready ? (
    <button type="button" className={styles.back} onClick={() => goTo(other)} aria-label={step === 'confirm' ? `Back to ${TITLES.delivery}` : `Go to ${TITLES.confirm}`}>
      <span aria-hidden="true">←</span>
    </button>
  ) : undefined;

  return (
    <Page title={TITLES[step]} leading={backArrow} titleRef={title}>
      {cart.isPending && (
        <p className={styles.loading} role="status">
          Loading your cart…
        </p>
      )}
      {cart.isError && (
        <QueryRetryAlert message={DELIVERY_MESSAGES.cartFailed} query={cart} />
      )}
      {cart.isSuccess && cart.data.items.length === 0 && <EmptyCart />}
      {ready && step === 'delivery' && (
        <DeliveryStep
          appointment={appointment}
          current={current}
          schedule={schedule}
          deliveryFee={cartTotals(cart.data).deliveryFee}
          stairs={stairs}
          onStairsChange={setStairs}
          address={address}
          onScheduled={() => {
            appointment.fix();
            setScheduled(true);
            goTo('confirm');
          }}
        />
      )}
      {ready && step === 'confirm' && (
        <ConfirmStep
          items={cart.data.items}
          totals={cartTotals(cart.data)}
          scheduled={stillScheduled}
          place={appointment.place}
          address={toDeliveryAddress(address.address)}
          stairs={stairs}
          date={appointment.date}
          slot={appointment.slot}
          onReschedule={() => goTo('delivery')}
          onConfirm={confirmOrder}
        />
      )}
    </Page>
  );
}
