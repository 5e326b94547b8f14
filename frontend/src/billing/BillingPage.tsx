import { ComingSoon } from '../ui/ComingSoon';

export function BillingPage() {
  return (
    <ComingSoon title="Enter Billing Details">
      Adding your card, choosing your payment draft date and signing the rental agreement online is coming soon.
    </ComingSoon>
  );
}
