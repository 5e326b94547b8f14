import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { BillingDetails } from '../../api';
import { QueryRetryAlert } from '../RetryAlert';
import { PAYMENT_MESSAGES } from './payment-rules';
import type { CardFieldsProps as ProviderFieldsProps } from './card-entry';
import { SandboxCardFields } from './SandboxCardFields';

// Stripe.js only when Stripe runs.
const StripeCardFields = lazy(() => import('./StripeCardFields').then((module) => ({ default: module.StripeCardFields })));

/** The publishable key when Stripe runs; null for the sandbox or while the provider is not known yet. */
export function stripeKeyOf(details: UseQueryResult<BillingDetails>): string | null {
  return details.data?.provider === 'stripe' ? details.data.publishableKey : null;
}

interface CardFieldsProps extends ProviderFieldsProps {
  /** GET /getBillingDetails: which provider's card form to show. */
  details: UseQueryResult<BillingDetails>;
  /** The class of the "Loading..." line, as the page around it writes muted text. */
  statusClassName: string | undefined;
}

/**
 * The card entry of the billing page and of Edit Billing: Stripe Elements when Stripe runs, else the sandbox card form,
 * with the loading line and a retry when the provider could not be asked.
 */
export function CardFields({ details, entryRef, onCardError, statusClassName }: CardFieldsProps) {
  const loading = (
    <p className={statusClassName} role="status">
      Loading the secure card form...
    </p>
  );
  if (details.isPending) return loading;
  if (details.isError) return <QueryRetryAlert message={PAYMENT_MESSAGES.fieldsNotLoaded} query={details} />;
  const stripeKey = stripeKeyOf(details);
  return stripeKey ? (
    <Suspense fallback={loading}>
      <StripeCardFields publishableKey={stripeKey} entryRef={entryRef} onCardError={onCardError} />
    </Suspense>
  ) : (
    <SandboxCardFields entryRef={entryRef} onCardError={onCardError} />
  );
}
