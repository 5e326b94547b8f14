import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { errorMessage, type CartItem, type Product } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { lazyPage } from '../../lib/lazy-page';
import { useNeededOnce, usePrefetchWhenIdle } from '../../lib/lazy-part';
import { asksToOpenCart } from '../cart/cart-link';
import { useCart } from '../cart/useCart';
import { useRepeatOrderCheck } from '../cart/useRepeatOrderCheck';
import { useSaveCartAndContinue } from '../cart/useSaveCartAndContinue';
import { ProductCard } from './ProductCard';
import styles from './ProductsPage.module.css';
import { SelectionBar } from './SelectionBar';
import { PRODUCTS_FAILURE, useProducts } from './useProducts';
import { useProductSelection } from './useProductSelection';

const loadDialogs = () => import('./product-dialogs');
const CartDialog = lazyPage(loadDialogs, 'CartDialog');
const RepeatOrderDialog = lazyPage(loadDialogs, 'RepeatOrderDialog');
const TvSizePicker = lazyPage(loadDialogs, 'TvSizePicker');
const PlugPicker = lazyPage(loadDialogs, 'PlugPicker');

export const NOTHING_SELECTED = 'Please select at least one item';

function ProductGrid({ products, cart, onSelect }: { products: Product[]; cart: readonly CartItem[]; onSelect: (product: Product) => void }) {
  if (products.length === 0) return <Alert tone="info">No appliances are available right now. Please check back soon.</Alert>;
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} cartItem={cart.find((item) => item._id === product._id)} onSelect={onSelect} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

function LoadingGrid() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading appliances">
      {[0, 1, 2, 3].map((index) => (
        <li key={index}>
          <div className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}

/** The header's cart badge links here asking for the overlay: each such visit opens it once. */
function useOpenCartWhenAsked(setCartOpen: (open: boolean) => void) {
  const location = useLocation();
  const [handledKey, setHandledKey] = useState<string | null>(null);
  if (asksToOpenCart(location.state) && handledKey !== location.key) {
    setHandledKey(location.key);
    setCartOpen(true);
  }
}

/** Spec 2.3: the catalogue, the selection rules with their pickers, the cart overlay and the way on to delivery. */
export function ProductsPage() {
  const products = useProducts();
  const cartState = useCart();
  const { cart, removeItem } = cartState;
  const selection = useProductSelection(cartState);
  const saveCart = useSaveCartAndContinue();
  const repeat = useRepeatOrderCheck((picked) => saveCart.mutate(picked));
  const continuing = saveCart.isPending || repeat.checking;
  const [cartOpen, setCartOpen] = useState(false);
  useOpenCartWhenAsked(setCartOpen);
  const dialogsNeeded = useNeededOnce(cartOpen || repeat.asking || selection.tvSizeFor !== null || selection.plugFor !== null);
  usePrefetchWhenIdle(loadDialogs);

  function continueToDelivery() {
    if (cart.length === 0) {
      toast.warning(NOTHING_SELECTED);
      return;
    }
    repeat.check([...cart]);
  }

  return (
    <div className={styles.screen}>
      <div className={styles.content}>
        <Page title="Choose Your Appliances" subtitle="Pick what you would like to rent. Prices are per month; TVs are priced by screen size.">
          {products.isPending && <LoadingGrid />}
          {products.isError && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" small onClick={() => void products.refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(products.error, PRODUCTS_FAILURE)}
            </Alert>
          )}
          {products.isSuccess && (
            <ProductGrid products={products.data} cart={cart} onSelect={selection.select} />
          )}
        </Page>
      </div>

      <SelectionBar count={cart.length} onViewCart={() => setCartOpen(true)} onContinue={continueToDelivery} continuing={continuing} />

      {/* Its own boundary: while the dialogs' chunk loads, the screen stays as it is (no 'Loading…' in its place). */}
      {dialogsNeeded && (
        <Suspense fallback={null}>
          <CartDialog
            // The repeat question takes the overlay's place rather than opening over it.
            open={cartOpen && !repeat.asking}
            onOpenChange={setCartOpen}
            cart={cart}
            onRemove={removeItem}
            onContinue={continueToDelivery}
            continuing={continuing}
          />
          <RepeatOrderDialog open={repeat.asking} onRentAnother={repeat.rentAnother} onDismiss={repeat.dismiss} />
          <TvSizePicker product={selection.tvSizeFor} onPick={selection.pickTvSize} onClose={selection.closePicker} />
          <PlugPicker product={selection.plugFor} onPick={selection.pickPlug} onClose={selection.closePicker} />
        </Suspense>
      )}
    </div>
  );
}
