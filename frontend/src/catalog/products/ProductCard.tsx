import { ownershipOf } from '@rto/kit/ownership';
import { useId } from 'react';
import { backendAssetUrl, type Product } from '../../api';
import { formatMonthly, formatUsd } from '../../lib/money';
import { isTv } from '../cart/cart-rules';
import { Button } from '../../ui/Button';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  selected: boolean;
  onSelect: (product: Product) => void;
}

export function ProductCard({ product, selected, onSelect }: ProductCardProps) {
  const titleId = useId();
  const features = product.key_features ?? [];
  return (
    <article className={[styles.card, selected && styles.selected].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          className={styles.photo}
          src={backendAssetUrl(product.photo)}
          alt={product.name}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
        />
        {product.combo && <span className={styles.badge}>COMBO SET</span>}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.name}>
          {product.name}
        </h2>
        <p className={styles.price}>{formatMonthly(product.monthly_price)}</p>
        <OwnershipDisclosure product={product} />
        {features.length > 0 ? (
          <ul className={styles.features} aria-label="Key features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.noFeatures}>No features listed</p>
        )}
        {product.stock_status === 'low' && <p className={styles.lowStock}>Low stock</p>}
        <div className={styles.action}>
          <Button
            variant={selected ? 'primary' : 'secondary'}
            fullWidth
            aria-pressed={selected}
            // Every card has a 'Select' button; the product name as description tells them apart.
            aria-describedby={titleId}
            onClick={() => onSelect(product)}
          >
            {selected ? 'Selected' : 'Select'}
          </Button>
        </div>
      </div>
    </article>
  );
}

/**
 * The cost to own, disclosed on every card (rent-to-own laws ask for it): the payments to own and the cash price.
 * A TV's price is per inch of screen, so its cash price is too.
 */
function OwnershipDisclosure({ product }: { product: Product }) {
  const { paymentsToOwn, cashPrice } = ownershipOf(Math.max(0, product.monthly_price));
  return (
    <p className={styles.ownership}>
      Own it in {paymentsToOwn} payments · cash price {formatUsd(cashPrice)}
      {isTv(product) ? ' per inch of screen' : ''}
    </p>
  );
}
