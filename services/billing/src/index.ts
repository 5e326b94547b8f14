export { loadBillingConfig, type BillingConfig } from './config';
export { startBilling, type RunningBilling } from './service';
export { billingContract } from './http/contract';
