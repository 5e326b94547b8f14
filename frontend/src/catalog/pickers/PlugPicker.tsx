import type { ComboItem, Product } from '../../api';
import { Modal } from '../../ui/Modal';
import { PLUG_OPTIONS } from '../../lib/cart/plug-types';
import styles from './Picker.module.css';

interface PlugPickerProps {
  product: Product | null;
  onPick: (product: Product, comboItem: ComboItem) => void;
  onClose: () => void;
}

/** 'Select Dryer Plug Type' for combo sets (spec 2.3): 3-Prong or 4-Prong, both 220V, USA homes. */
export function PlugPicker({ product, onPick, onClose }: PlugPickerProps) {
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Select Dryer Plug Type"
      description="Check the dryer outlet in your home: both plug types are 220V, as used in USA homes."
    >
      {product && (
        <ul className={`${styles.options} ${styles.wideOptions}`}>
          {PLUG_OPTIONS.map((option) => (
            <li key={option.comboItem.plugType}>
              <button type="button" className={styles.option} onClick={() => onPick(product, option.comboItem)}>
                <span className={styles.optionTitle}>{option.label}</span>
                <span className={styles.optionNote}>{option.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
