import { useMemo } from 'react';
import { QueryRetryAlert } from '../ui/RetryAlert';
import { CHARGE_MESSAGES, chargeLines, collectionLine, draftLines, type CheckoutFigures } from './charge-summary';
import styles from './ChargeSummary.module.css';

export interface FiguresState {
  figures: CheckoutFigures | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ChargeSummaryProps {
  state: FiguresState;
  draftDay: number;
  /** "Save this card for recurring payments": without it, each month is invoiced by e-mail, not drafted. */
  saveCard: boolean;
  /** Says 'heading' apart on /billing and in the agreement dialog (each needs its own id). */
  headingId: string;
}

/**
 * While the amounts load: the summary as it will be, each amount a dash, so that the card form under it does not jump
 * down when they come (a layout shift Lighthouse measured at 0.5 on /billing; issue 24). The dates do not wait for
 * the amounts. Not a region: the summary is the one named 'What you pay', with its figures.
 */
function SummaryLoading({ draftDay, saveCard }: Pick<ChargeSummaryProps, 'draftDay' | 'saveCard'>) {
  const { firstDraft } = draftLines(draftDay, new Date());
  const rows = ['First month', 'Delivery fee', 'Total charged today', `Then monthly, from ${firstDraft}`];
  return (
    <div className={styles.summary}>
      <p className={styles.heading} aria-hidden="true">
        What you pay
      </p>
      <div className={styles.lines} aria-hidden="true">
        {rows.map((label, index) => (
          <div key={label} className={index === 2 ? styles.total : undefined}>
            <span>{label}</span>
            <span className={styles.amount}>—</span>
          </div>
        ))}
      </div>
      <p className={styles.muted}>
        <span aria-hidden="true">{collectionLine(draftDay, saveCard)}</span>
        <span className="visually-hidden" role="status">
          {CHARGE_MESSAGES.loading}
        </span>
      </p>
    </div>
  );
}

/**
 * Today's charge by line (first month, delivery fee, total charged today) and the monthly amount from the first draft
 * day on, as the server priced the cart, and how each month is collected: the same block on /billing and in the
 * agreement dialog.
 */
export function ChargeSummary({ state, draftDay, saveCard, headingId }: ChargeSummaryProps) {
  const { figures } = state;
  const lines = useMemo(() => (figures ? chargeLines(figures, draftDay, new Date()) : null), [figures, draftDay]);
  if (!lines) {
    if (state.isError) return <QueryRetryAlert message={CHARGE_MESSAGES.loadFailed} query={state} />;
    return <SummaryLoading draftDay={draftDay} saveCard={saveCard} />;
  }
  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="charge-summary">
      <h2 id={headingId} className={styles.heading}>
        What you pay
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>First month</dt>
          <dd data-testid="charge-first-month">{lines.firstMonth}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd data-testid="charge-delivery-fee">{lines.deliveryFee}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total charged today</dt>
          <dd data-testid="charge-total-today">{lines.totalToday}</dd>
        </div>
        <div>
          <dt>Then monthly, from {lines.firstDraft}</dt>
          <dd data-testid="charge-monthly">{lines.monthly}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{collectionLine(draftDay, saveCard)}</p>
    </section>
  );
}
