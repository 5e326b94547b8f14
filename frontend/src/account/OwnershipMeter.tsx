import type { Ownership } from '@rto/rules';
import { useId, type ReactNode } from 'react';
import { formatUsd } from '../lib/money';
import styles from './AccountPage.module.css';
import meterStyles from './OwnershipMeter.module.css';

/**
 * How close a rented item is to being owned: payments made of the payments to own, and the payoff today. `instead`
 * replaces the payments line (the delivery line until the goods are delivered: the term starts then).
 */
export function OwnershipMeter({ ownership, itemName, instead }: { ownership: Ownership; itemName: string; instead?: ReactNode }) {
  const labelId = useId();
  const { paymentsMade, paymentsToOwn, percentOwned, owned, earlyPayoff, cashPrice, totalCostToOwn } = ownership;
  return (
    <div className={meterStyles.ownership}>
      <div className={meterStyles.ownershipLabel}>
        <span id={labelId}>Ownership of {itemName}</span>
        <span aria-hidden="true">{percentOwned}%</span>
      </div>
      <div
        className={meterStyles.meter}
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={paymentsToOwn}
        aria-valuenow={Math.min(paymentsMade, paymentsToOwn)}
        aria-valuetext={`${paymentsMade} of ${paymentsToOwn} payments made, ${percentOwned}% owned`}
      >
        <div className={meterStyles.meterFill} style={{ width: `${percentOwned}%` }} />
      </div>
      {instead ?? (
        <p data-testid="ownership-payments">
          {paymentsMade} of {paymentsToOwn} payments made
        </p>
      )}
      <p className={styles.muted}>
        {owned ? 'Paid off: this item is yours.' : `Early purchase payoff today: ${formatUsd(earlyPayoff)}`} · Cash price {formatUsd(cashPrice)} · Total cost to own{' '}
        {formatUsd(totalCostToOwn)}
      </p>
    </div>
  );
}
