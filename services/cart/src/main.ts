import { runMain } from '@rto/kit';
import { loadCartConfig } from './config';
import { startCart } from './service';

runMain('cart', () => startCart(loadCartConfig()));
