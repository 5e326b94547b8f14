import type { CartItem } from '../../api';
import { formatMonthly, formatUsd } from '../../lib/money';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ProductPhoto } from '../../ui/ProductPhoto';
import { choiceLabel, linePrice, monthlyTotal } from '../../lib/cart/cart-rules';
import styles from './CartDialog.module.css';
import listStyles from '../../ui/List.module.css';

interface CartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cart: readonly CartItem[];
  onRemove: (productId: string) => void;
  onContinue: () => void;
  continuing: boolean;
}

function ChoiceLine({ item }: { item: CartItem }) {
  const choice = choiceLabel(item);
  return choice ? <p className={styles.choice}>{choice}</p> : null;
}

function CartLine({ item, onRemove }: { item: CartItem; onRemove: (productId: string) => void }) {
  const features = item.key_features ?? [];
  return (
    <li className={styles.item}>
      <ProductPhoto className={styles.thumb} photo={item.photo} alt={item.name} size={64} />
      <div className={styles.details}>
        <h3 className={styles.name}>{item.name}</h3>
        {features.length > 0 && <p className={styles.meta}>{features.join(' · ')}</p>}
        <ChoiceLine item={item} />
        <div className={styles.lineEnd}>
          <span className={styles.price}>{formatMonthly(linePrice(item))}</span>
          <Button variant="danger" small onClick={() => onRemove(item._id)} aria-label={`Remove ${item.name}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The 'Shopping Cart' overlay (spec 2.3): lines, Total Monthly Cost (spec 9), and the way on to delivery. */
export function CartDialog({ open, onOpenChange, cart, onRemove, onContinue, continuing }: CartDialogProps) {
  const footer = (
    <>
      <p className={styles.total}>
        <span>Total Monthly Cost</span>
        <span className={styles.totalAmount} data-testid="cart-total">
          {formatUsd(monthlyTotal(cart))}
        </span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Continue Shopping
        </Button>
        <Button onClick={onContinue} disabled={cart.length === 0} busy={continuing} busyLabel="...Processing">
          Proceed to Checkout
        </Button>
      </div>
    </>
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Shopping Cart" footer={footer}>
      {cart.length === 0 ? (
        <p className={styles.empty}>Your cart is empty</p>
      ) : (
        <ul className={listStyles.stack}>
          {cart.map((item) => (
            <CartLine key={item._id} item={item} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
