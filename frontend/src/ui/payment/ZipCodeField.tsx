import { TextField } from '../TextField';
import { ZIP_CODE_HINT, zipCodeInput, zipCodeProblem } from './payment-rules';

interface ZipCodeFieldProps {
  value: string;
  onValue: (zipCode: string) => void;
  /** The mark under the field, or undefined. */
  error: string | undefined;
  onError: (error: string | undefined) => void;
}

/**
 * The card's zip code (spec 2.6), on the billing page and in Edit Billing: digits only, at most five, its rule under
 * it; a marked zip code is checked again as it is typed, so the mark goes once it is whole.
 */
export function ZipCodeField({ value, onValue, error, onError }: ZipCodeFieldProps) {
  return (
    <TextField
      label="Zip code"
      name="zipCode"
      value={value}
      onChange={(event) => {
        const next = zipCodeInput(event.target.value);
        onValue(next);
        if (error) onError(zipCodeProblem(next) ?? undefined);
      }}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      hint={ZIP_CODE_HINT}
      error={error}
    />
  );
}
