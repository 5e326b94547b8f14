import { isTv, ownershipOf } from '@rto/rules';
import { useId } from 'react';
import { type CartItem, type Product } from '../../api';
import { formatMonthly, formatUsd } from '../../lib/money';
import { linePrice } from '../../lib/cart/cart-rules';
import { TV_SIZES } from '../cart/tv-sizes';
import { Button } from '../../ui/Button';
import { ProductPhoto } from '../../ui/ProductPhoto';
import styles from './ProductCard.module.css';

interface ProductCardProps {
  product: Product;
  /** This product's line in the cart, when it is selected (a TV's line has its size). */
  cartItem: CartItem | undefined;
  onSelect: (product: Product) => void;
  /** The first cards' photos are the page's largest paint: fetched at once and first, not lazily. */
  priority?: boolean;
}

export function ProductCard({ product, cartItem, onSelect, priority = false }: ProductCardProps) {
  const selected = cartItem !== undefined;
  const titleId = useId();
  const features = product.key_features ?? [];
  return (
    <article className={[styles.card, selected && styles.selected].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ProductPhoto className={styles.photo} photo={product.photo} alt={product.name} width={480} height={360} priority={priority} />
        {product.combo && <span className={styles.badge}>COMBO SET</span>}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.name}>
          {product.name}
        </h2>
        {isTv(product) ? <TvPrice product={product} cartItem={cartItem} /> : <p className={styles.price}>{formatMonthly(product.monthly_price)}</p>}
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

/** Whole dollars without cents ('$40'), as a price is said in a headline; other amounts with their cents. */
function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : formatUsd(amount);
}

const SMALLEST_TV_SIZE = Math.min(...TV_SIZES.map((size) => size.inches));

/**
 * A TV is sold by the inch (spec 9): its monthly_price is per inch, so the card says so and starts from the smallest
 * size's price; once a size is picked, that size's price, as the cart counts it.
 */
function TvPrice({ product, cartItem }: { product: Product; cartItem: CartItem | undefined }) {
  const perInch = `${formatDollars(product.monthly_price)} per inch`;
  if (cartItem?.tvSize) {
    return (
      <p className={styles.price}>
        <span>{formatMonthly(linePrice(cartItem))}</span>
        <span className={styles.priceNote}>
          {cartItem.tvSize}" · {perInch}
        </span>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <span>from {formatDollars(linePrice({ ...product, tvSize: SMALLEST_TV_SIZE }))}/mo</span>
      <span className={styles.priceNote}>{perInch}</span>
    </p>
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
