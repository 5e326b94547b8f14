export { loadCartConfig, type CartConfig } from './config';
export { startCart } from './service';
export { cartContract } from './http/contract';
