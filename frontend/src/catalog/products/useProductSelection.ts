import { useState } from 'react';
import type { CartItem, ComboItem, Product } from '../../api';
import { decideSelection } from '../../lib/cart/cart-rules';
import type { ItemChoice } from '../cart/useCart';

type OpenPicker = { kind: 'tv-size' | 'plug'; product: Product } | null;

interface CartActions {
  cart: readonly CartItem[];
  addItem: (product: Product, choice?: ItemChoice) => void;
  removeItem: (productId: string) => void;
}

/** Wires the selection rules (spec 4) to the cart and the two pickers. */
export function useProductSelection({ cart, addItem, removeItem }: CartActions) {
  const [picker, setPicker] = useState<OpenPicker>(null);

  function select(product: Product) {
    const outcome = decideSelection(product, cart);
    switch (outcome.kind) {
      case 'remove':
        removeItem(product._id);
        break;
      case 'pick-tv-size':
        setPicker({ kind: 'tv-size', product });
        break;
      case 'pick-plug':
        setPicker({ kind: 'plug', product });
        break;
      case 'add':
        addItem(product);
        break;
    }
  }

  return {
    select,
    tvSizeFor: picker?.kind === 'tv-size' ? picker.product : null,
    plugFor: picker?.kind === 'plug' ? picker.product : null,
    pickTvSize(product: Product, tvSize: number) {
      addItem(product, { tvSize });
      setPicker(null);
    },
    pickPlug(product: Product, comboItem: ComboItem) {
      addItem(product, { comboItem });
      setPicker(null);
    },
    closePicker: () => setPicker(null),
  };
}
