import type { Product } from '../../api';
import { formatMonthly } from '../../lib/money';
import { Modal } from '../../ui/Modal';
import { linePrice } from '../../lib/cart/cart-rules';
import { TV_SIZES } from '../cart/tv-sizes';
import styles from './Picker.module.css';

interface TvSizePickerProps {
  product: Product | null;
  onPick: (product: Product, tvSize: number) => void;
  onClose: () => void;
}

/** 'Select TV Size' (spec 2.3): each size is a button, so Tab, Enter and Space work; Escape closes. */
export function TvSizePicker({ product, onPick, onClose }: TvSizePickerProps) {
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Select TV Size"
      description={product ? `Choose a screen size for ${product.name}.` : undefined}
      wide
    >
      {product && (
        <ul className={styles.options}>
          {TV_SIZES.map((size) => (
            <li key={size.inches}>
              <button type="button" className={styles.option} onClick={() => onPick(product, size.inches)}>
                <span className={styles.optionTitle}>{size.inches}"</span>
                <span className={styles.optionNote}>{size.note}</span>
                <span className={styles.optionPrice}>{formatMonthly(linePrice({ ...product, tvSize: size.inches }))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
