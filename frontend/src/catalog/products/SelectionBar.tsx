import { Button } from '../../ui/Button';
import styles from './SelectionBar.module.css';

interface SelectionBarProps {
  count: number;
  onViewCart: () => void;
  onContinue: () => void;
  continuing: boolean;
}

/** The footer bar of the products screen: how many items are picked, View Cart, and Continue. */
export function SelectionBar({ count, onViewCart, onContinue, continuing }: SelectionBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <p className={styles.count} role="status">
          {count} item(s) selected
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onViewCart}>
            View Cart
          </Button>
          {/* aria-disabled rather than disabled: the button stays focusable and can say why it will not go on. */}
          <Button aria-disabled={count === 0} onClick={onContinue} busy={continuing} busyLabel="...Processing">
            Continue
          </Button>
        </div>
      </div>
    </div>
  );
}
