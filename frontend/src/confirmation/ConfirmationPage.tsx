import { ComingSoon } from '../ui/ComingSoon';

export function ConfirmationPage() {
  return (
    <ComingSoon title="Order Confirmation">
      Your order summary, with confirmation number, monthly total and delivery date, is coming soon.
    </ComingSoon>
  );
}
