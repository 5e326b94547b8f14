import styles from './CardFields.module.css';

/** A card form's problem (the card refused, the save failed), in the red box under the fields; nothing without one. */
export function PaymentAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <div className={styles.cardError} role="alert" data-testid={testId}>
      {message}
    </div>
  );
}
