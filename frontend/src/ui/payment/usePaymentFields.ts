import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queryKeys } from '../../api';
import { useFocusFirstError } from '../focus-first-error';
import { zipCodeProblem } from './payment-rules';

/**
 * The state of a card form's payment fields: the billing details the card entry is made from, the zip code (starting
 * at `initialZipCode`) with its error, and the card's error.
 */
export function usePaymentFields(initialZipCode: string) {
  // Fresh for a few seconds: /billing's first load fetches them before its first render (app/page-data.ts), and a
  // change made here invalidates them.
  const details = useQuery({ queryKey: queryKeys.billingDetails, queryFn: api.getBillingDetails, staleTime: 10_000 });
  const [zipCode, setZipCode] = useState(initialZipCode);
  const [cardError, setCardError] = useState<string | null>(null);
  const [zipError, setZipError] = useState<string | undefined>(undefined);
  const focusFirstError = useFocusFirstError();

  /** The zip code's problem, shown under the field of `form` with the focus moved there; null when it is good. */
  function checkZipCode(form: HTMLFormElement): string | null {
    const problem = zipCodeProblem(zipCode);
    setZipError(problem ?? undefined);
    if (problem) focusFirstError(form, 'zipCode');
    return problem;
  }

  return { details, zipCode, setZipCode, cardError, setCardError, zipError, setZipError, checkZipCode };
}
