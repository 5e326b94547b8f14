import { screen, waitFor } from '@testing-library/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/**
 * The billing page when the billing service runs Stripe: Stripe.js cannot load in tests (nor in browser tests), so
 * a stand-in takes its place here: loadStripe resolves to a fake Stripe, and the Elements are buttons that report
 * what Stripe's frames would.
 */
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createPaymentMethod: vi.fn(),
  confirmCardSetup: vi.fn(),
  cardNumber: { kind: 'card number element' },
  elementsHaveCard: true,
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

vi.mock('@stripe/react-stripe-js', () => {
  const StripeContext = createContext<unknown>(null);
  type ChangeEvent = { elementType: string; error?: { message: string } };
  const element =
    (elementType: string, label: string) =>
    ({ onChange }: { onChange: (event: ChangeEvent) => void }) => (
      <>
        <button type="button" onClick={() => onChange({ elementType, error: { message: `Your ${label} is invalid.` } })}>
          break the {label}
        </button>
        <button type="button" onClick={() => onChange({ elementType })}>
          fix the {label}
        </button>
      </>
    );
  return {
    Elements: ({ stripe: loading, children }: { stripe: Promise<unknown>; children: ReactNode }) => {
      const [loaded, setLoaded] = useState<unknown>(null);
      useEffect(() => {
        void loading.then(setLoaded);
      }, [loading]);
      return <StripeContext.Provider value={loaded}>{children}</StripeContext.Provider>;
    },
    useStripe: () => useContext(StripeContext),
    useElements: () => (useContext(StripeContext) ? { getElement: () => (stripe.elementsHaveCard ? stripe.cardNumber : null) } : null),
    CardNumberElement: element('cardNumber', 'card number'),
    CardExpiryElement: element('cardExpiry', 'expiry'),
    CardCvcElement: element('cardCvc', 'security code'),
  };
});

vi.mock('signature_pad', () => ({
  default: class extends EventTarget {
    clear() {}
    isEmpty() {
      return true;
    }
    toData() {
      return [];
    }
    off() {}
  },
}));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const choice = { location: { lat: 39.77, lng: -86.16 }, deliveryDate: '2030-06-14', deliveryTime: '4:00 PM', totalCost: 95, locationName: 'Indianapolis, Indiana' };

let keys = 0;

/** Each test its own publishable key: the page keeps one Stripe.js per key. */
async function openWithStripe() {
  const publishableKey = `pk_test_${++keys}`;
  mockFetch((call) => {
    if (call.path === '/getBillingDetails') {
      return jsonResponse(200, { provider: 'stripe', publishableKey, billing: { paymentMethod: null, draftDay: null, saveCard: null, billingPaused: false, agreement: null, invoices: [] } });
    }
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'u1', name: 'Jane Customer', email: 'jane@example.com', mobile: '' } });
    // Card first (issue 21, item 1): the SetupIntent Stripe.js confirms with the card.
    if (call.path === '/createSetupIntent') return jsonResponse(201, { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_abc' });
    if (call.path === '/getCartItems') return jsonResponse(200, { cartItems: { items: [], tvSize: null, monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 } });
    return jsonResponse(404, { error: 'Not found' });
  });
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp(`/billing?data=${encodeURIComponent(JSON.stringify(choice))}`);
  await screen.findByRole('heading', { level: 1, name: 'Enter Billing Details' }, { timeout: 5000 });
  return { ...view, publishableKey };
}

async function completeSetup(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Zip code'), '46204');
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
}

describe('billing page with Stripe', () => {
  it('when Stripe runs, then Stripe.js is loaded with the publishable key and its three fields replace the test-mode form', async () => {
    stripe.loadStripe.mockResolvedValue({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup });
    const { publishableKey } = await openWithStripe();
    expect(await screen.findByRole('button', { name: 'break the card number' }, { timeout: 5000 })).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(screen.getByRole('group', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Expiry date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Security code' })).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.getByText(/secured by our card payment provider, Stripe/)).toBeInTheDocument();
  });

  it('when a Stripe field reports an error, then the red box shows it until the field is fixed', async () => {
    stripe.loadStripe.mockResolvedValue({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup });
    const { user } = await openWithStripe();
    await user.click(await screen.findByRole('button', { name: 'break the expiry' }, { timeout: 5000 }));
    expect(screen.getByTestId('card-error')).toHaveTextContent('Your expiry is invalid.');
    await user.click(screen.getByRole('button', { name: 'fix the expiry' }));
    expect(screen.queryByTestId('card-error')).not.toBeInTheDocument();
  });

  it('when the card passes, then Stripe.js confirms the SetupIntent with the card and the zip code, and the agreement opens', async () => {
    stripe.confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } });
    stripe.loadStripe.mockResolvedValue({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup });
    const { user } = await openWithStripe();
    await screen.findByRole('button', { name: 'break the card number' }, { timeout: 5000 });
    await completeSetup(user);
    expect(await screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 })).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', { payment_method: { card: stripe.cardNumber, billing_details: { address: { postal_code: '46204' } } } });
  });

  it("when Stripe refuses the card at setup, then its message shows and the agreement stays closed; when it throws, 'Error validating card details'", async () => {
    stripe.confirmCardSetup.mockResolvedValueOnce({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }).mockRejectedValueOnce(new Error('frame gone'));
    stripe.loadStripe.mockResolvedValue({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup });
    const { user } = await openWithStripe();
    await screen.findByRole('button', { name: 'break the card number' }, { timeout: 5000 });
    await completeSetup(user);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(screen.getByTestId('card-error')).toHaveTextContent('Error validating card details'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("when Stripe.js has not loaded yet, then 'Stripe not loaded yet. Please wait...'", async () => {
    stripe.loadStripe.mockReturnValue(new Promise(() => undefined));
    const { user } = await openWithStripe();
    await screen.findByRole('button', { name: 'break the card number' }, { timeout: 5000 });
    await completeSetup(user);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Stripe not loaded yet. Please wait...');
  });

  it("when Stripe's card field is missing, then 'Payment fields not loaded properly'", async () => {
    stripe.elementsHaveCard = false;
    try {
      stripe.loadStripe.mockResolvedValue({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup });
      const { user } = await openWithStripe();
      await screen.findByRole('button', { name: 'break the card number' }, { timeout: 5000 });
      await completeSetup(user);
      expect(await screen.findByTestId('card-error')).toHaveTextContent('Payment fields not loaded properly');
    } finally {
      stripe.elementsHaveCard = true;
    }
  });

  it('when Stripe.js cannot be loaded, then the customer is told clearly', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    await openWithStripe();
    expect(await screen.findByText('The secure card form could not be loaded. Please check your internet connection and reload the page.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
