import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { formatAddress } from '@rto/contracts/us-address-rule';
import { sessionUserQuery, type Agreement, type DeliveryChoice } from '../api';
import { getToken } from '../lib/session';
import { formatLongDate, isIsoDate } from '../lib/dates';
import { Alert } from '../ui/Alert';
import { SaveCardBox } from '../ui/payment/SaveCardBox';
import { Button, buttonClassName } from '../ui/Button';
import fieldStyles from '../ui/Field.module.css';
import { Card } from '../ui/Page';
import { FORM_PROBLEM_TOAST } from '../lib/use-validated-form';
import type { CustomerName, KeptSignature, SubmitAnswer } from './AgreementDialog';
import { anotherSlotMessage, BILLING_MESSAGES, DRAFT_DAYS, draftDayLabel, newIdempotencyKey } from './billing-rules';
import { PaymentAlert } from '../ui/payment/PaymentAlert';
import { usePaymentFields } from '../ui/payment/usePaymentFields';
import { ZipCodeField } from '../ui/payment/ZipCodeField';
import styles from './BillingPage.module.css';
import formStyles from '../ui/Form.module.css';
import type { CardEntry } from '../ui/payment/card-entry';
import { CardFields, stripeKeyOf } from '../ui/payment/CardFields';
import { submitCheckout } from './checkout';
import { ApplianceIcons } from './ApplianceIcons';
import { CHARGE_MESSAGES } from './charge-summary';
import { ChargeSummary, type FiguresState } from './ChargeSummary';
import { useCheckoutFigures } from './useCheckoutFigures';

// Loaded when needed: the dialog (signature_pad) when Complete Setup is pressed (Stripe.js: see CardFields).
const loadAgreementDialog = () => import('./AgreementDialog').then((module) => ({ default: module.AgreementDialog }));
const AgreementDialog = lazy(loadAgreementDialog);

// The same cache entry as the header's; enabled even without a token so that a lost session still meets the 401
// redirect to Log In, as before.
function useCustomerName(): CustomerName {
  const user = useQuery({ ...sessionUserQuery(getToken()), enabled: true });
  if (user.isSuccess) return { name: user.data.user.name };
  if (user.isError) return { name: '', hint: 'Your name could not be loaded. Please reload the page to sign.' };
  return { name: '', hint: 'Loading your name...' };
}

interface BillingFormProps {
  choice: DeliveryChoice;
}

/**
 * The billing form (spec 2.6 and 4): Complete Setup checks the zip code and makes a payment method from the card;
 * when both pass, the Rental Agreement dialog opens, and its Submit sends the billing and the order together.
 */
export function BillingForm({ choice }: BillingFormProps) {
  const navigate = useNavigate();
  const { details, zipCode, setZipCode, cardError, setCardError, zipError, setZipError, checkZipCode } = usePaymentFields('');
  const customer = useCustomerName();
  const cardEntry = useRef<CardEntry | null>(null);
  const [draftDay, setDraftDay] = useState(DRAFT_DAYS[0] ?? 1);
  const [saveCard, setSaveCard] = useState(true);
  const [validating, setValidating] = useState(false);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [agreementOpen, setAgreementOpen] = useState(false);
  // Mounted from its first opening on, so that closing it (a card refused after signing) returns focus to Complete Setup.
  const [agreementShown, setAgreementShown] = useState(false);
  // The signature and consent, kept by the page: a failure after signing never asks for them again.
  const [kept, setKept] = useState<KeptSignature | null>(null);
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One checkout attempt, however many times Submit is pressed: the order service makes one order for it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // After a card refused at Submit, the next order waits for the new card to be stored (checkout.ts).
  const [billingFirst, setBillingFirst] = useState(false);
  const draftDayId = useId();
  const chargeHeadingId = useId();
  const completeSetupRef = useRef<HTMLButtonElement>(null);
  const figuresQuery = useCheckoutFigures();
  const figures: FiguresState = { figures: figuresQuery.data, isError: figuresQuery.isError, isFetching: figuresQuery.isFetching, refetch: figuresQuery.refetch };

  const stripeKey = stripeKeyOf(details);

  async function completeSetup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (validating) return;
    void loadAgreementDialog(); // fetched while the card is checked
    setCardError(null);
    const zipProblem = checkZipCode(form);
    if (zipProblem) {
      toast.error(zipProblem, { id: FORM_PROBLEM_TOAST });
      return;
    }
    // Nobody signs for an amount they were not shown.
    if (!figures.figures) {
      toast.error(figures.isError ? CHARGE_MESSAGES.loadFailed : CHARGE_MESSAGES.loading, { id: FORM_PROBLEM_TOAST });
      return;
    }
    const entry = cardEntry.current;
    if (!entry) {
      setCardError(details.isError ? BILLING_MESSAGES.fieldsNotLoaded : BILLING_MESSAGES.stripeNotLoaded);
      return;
    }
    setValidating(true);
    try {
      // Card first: the provider checks the card (a SetupIntent) before anything is signed; a decline shows here.
      const result = await entry.verifyCard(zipCode);
      if ('error' in result) {
        setCardError(result.error);
        return;
      }
      setPaymentMethodId(result.paymentMethodId);
      setSubmitError(null);
      setAgreementShown(true);
      setAgreementOpen(true);
    } catch {
      setCardError(BILLING_MESSAGES.cardValidationFailed);
    } finally {
      setValidating(false);
    }
  }

  async function submitAgreement(agreement: Agreement): Promise<SubmitAnswer> {
    if (!paymentMethodId) return;
    setSubmitError(null);
    const outcome = await submitCheckout({ paymentMethodId, zipCode, draftDay, saveCard, agreement }, choice, idempotencyKey, billingFirst);
    switch (outcome.kind) {
      case 'placed':
        toast.success(BILLING_MESSAGES.thankYou);
        setAgreementOpen(false);
        navigate('/confirmation');
        return;
      case 'card-problem':
        // The card has to change: back to the form, with the provider's words in the card error box. The signature and
        // consent stay (kept); the refused card's order is cancelled, so the next Submit is a new attempt.
        toast.error(outcome.message);
        setCardError(outcome.message);
        setPaymentMethodId(null);
        setIdempotencyKey(newIdempotencyKey());
        setBillingFirst(true);
        setAgreementOpen(false);
        return;
      case 'agreement-changed':
        // Nothing was placed: the dialog stays open with the new text to read and consent to; the signature stays.
        toast.error(outcome.message);
        setSubmitError(outcome.message);
        return 'read-again';
      case 'slot-unavailable':
        toast.error(outcome.message);
        setSlotProblem(outcome.message);
        setAgreementOpen(false);
        return;
      case 'failed':
        // Nothing to change: the dialog stays open, signed, and Submit can be pressed again.
        toast.error(outcome.message);
        setSubmitError(outcome.message);
        return;
    }
  }

  return (
    <Card>
      <form className={styles.form} onSubmit={(event) => void completeSetup(event)} noValidate aria-label="Billing details">
        <p className={styles.summary}>
          Delivery on {isIsoDate(choice.deliveryDate) ? formatLongDate(choice.deliveryDate) : choice.deliveryDate} at {choice.deliveryTime}, to{' '}
          {choice.deliveryAddress ? formatAddress(choice.deliveryAddress) : choice.locationName}.
        </p>
        <ChargeSummary state={figures} draftDay={draftDay} saveCard={saveCard} headingId={chargeHeadingId} />

        {slotProblem && (
          <Alert
            tone="error"
            action={
              <Link to="/delivery" className={buttonClassName({ variant: 'secondary', small: true })}>
                Choose another time
              </Link>
            }
          >
            {anotherSlotMessage(slotProblem)}
          </Alert>
        )}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Card details</legend>
          <CardFields details={details} entryRef={cardEntry} onCardError={setCardError} statusClassName={styles.muted} />
          <PaymentAlert message={cardError} testId="card-error" />
        </fieldset>

        <div className={formStyles.row}>
          <ZipCodeField value={zipCode} onValue={setZipCode} error={zipError} onError={setZipError} />
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={draftDayId}>
              Payment Draft Date
            </label>
            <select id={draftDayId} className={fieldStyles.control} value={draftDay} onChange={(event) => setDraftDay(Number(event.target.value))}>
              {DRAFT_DAYS.map((day) => (
                <option key={day} value={day}>
                  {draftDayLabel(day)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <SaveCardBox
          checked={saveCard}
          onChange={setSaveCard}
          className={styles.checkbox}
          hintClassName={styles.muted}
          hint={
            saveCard
              ? 'Each month is charged to this card on your draft date.'
              : "This card pays today's payment only and is then removed: each month's invoice is e-mailed to you to pay with Pay Now on My Account."
          }
        />

        <Button ref={completeSetupRef} type="submit" fullWidth busy={validating} busyLabel="Processing...">
          Complete Setup
        </Button>

        <p className={styles.secured}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
          </svg>
          Your card details are secured by our card payment provider{stripeKey ? ', Stripe' : ''}: we never see or store your card number or security code.
        </p>
        <ApplianceIcons />
      </form>

      {agreementShown && (
        <Suspense fallback={null}>
          <AgreementDialog
            open={agreementOpen}
            onOpenChange={setAgreementOpen}
            returnFocusRef={completeSetupRef}
            customer={customer}
            choice={choice}
            draftDay={draftDay}
            saveCard={saveCard}
            figures={figures}
            submitError={submitError}
            onSubmit={submitAgreement}
            kept={kept}
            onKeep={setKept}
          />
        </Suspense>
      )}
    </Card>
  );
}
