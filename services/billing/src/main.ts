import { runMain } from '@rto/kit';
import { loadBillingConfig } from './config';
import { startBilling } from './service';

runMain('billing', () => startBilling(loadBillingConfig()));
