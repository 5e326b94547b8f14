import { ComingSoon } from '../ui/ComingSoon';

export function AccountPage() {
  return (
    <ComingSoon title="My Account">
      Managing your details, payment card, billing pause, orders and invoices in one place is coming soon.
    </ComingSoon>
  );
}
