export { loadOrderConfig, type OrderConfig } from './config';
export { startOrder } from './service';
export { orderContract } from './http/contract';
