export { loadBillingConfig, type BillingConfig } from './config';
export { startBilling } from './service';
export { billingContract } from './http/contract';
export { billingInternalContract } from './http/internal-contract';
export * as billingEvents from './events';
