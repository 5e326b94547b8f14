import { useId, useState } from 'react';
import { US_STATE_CODES, stateName } from '@rto/contracts/us-address-rule';
import fieldStyles from '../Field.module.css';
import { TextAreaField, TextField } from '../TextField';
import { addressDraftProblems, type AddressDraft } from './address-form';
import styles from './AddressForm.module.css';

type Field = keyof AddressDraft;

interface AddressFormProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** Every problem shown (Schedule Delivery was pressed); otherwise only those of the fields the customer left. */
  showAll: boolean;
}

/**
 * The delivery address (issue 21): the street, unit, city, state, ZIP code and access notes, prefilled from the
 * picked place, checked with the order service's own rule. Each problem shows under its field.
 */
export function AddressForm({ value, onChange, showAll }: AddressFormProps) {
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set());
  const stateId = useId();
  const problems = addressDraftProblems(value);
  const errorOf = (field: Field) => (showAll || left.has(field) ? problems[field] : undefined);
  const control = (field: Field) => ({
    name: field,
    value: value[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value }),
    onBlur: () => setLeft((fields) => new Set(fields).add(field)),
  });
  const bind = (field: Field) => ({ ...control(field), error: errorOf(field) });
  const stateError = errorOf('state');

  return (
    <fieldset className={styles.form}>
      <legend className={styles.legend}>Delivery address</legend>
      <TextField label="Street address" autoComplete="address-line1" maxLength={120} required {...bind('street')} />
      <TextField label="Apt / unit (optional)" autoComplete="address-line2" maxLength={40} {...bind('unit')} />
      <div className={styles.row}>
        <TextField label="City" autoComplete="address-level2" maxLength={80} required {...bind('city')} />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={stateId}>
            State
          </label>
          <select
            id={stateId}
            className={fieldStyles.control}
            autoComplete="address-level1"
            required
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${stateId}-error` : undefined}
            {...control('state')}
            value={value.state.toUpperCase()}
          >
            <option value="">Choose…</option>
            {US_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {code} – {stateName(code)}
              </option>
            ))}
          </select>
          {stateError && (
            <p id={`${stateId}-error`} className={fieldStyles.error}>
              {stateError}
            </p>
          )}
        </div>
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} required {...bind('zipCode')} />
      </div>
      <TextAreaField
        label="Access notes (optional)"
        hint="Stairs, a gate code, where to park: anything the technicians should know"
        rows={2}
        maxLength={300}
        {...bind('accessNotes')}
      />
    </fieldset>
  );
}
