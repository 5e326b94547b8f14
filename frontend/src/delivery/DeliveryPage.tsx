import { ComingSoon } from '../ui/ComingSoon';

export function DeliveryPage() {
  return (
    <ComingSoon title="Delivery Appointment" backTo={{ to: '/appliance', label: 'Back to your appliances' }}>
      Your cart is saved. Choosing your delivery address, date and time slot on a map and calendar is the next
      step, and it is coming soon.
    </ComingSoon>
  );
}
