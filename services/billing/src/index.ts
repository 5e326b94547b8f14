export { loadBillingConfig, type BillingConfig } from './config';
export { startBilling } from './service';
export { billingContract } from './http/contract';
