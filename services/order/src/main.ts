import { runMain } from '@rto/kit';
import { loadOrderConfig } from './config';
import { startOrder } from './service';

runMain('order', () => startOrder(loadOrderConfig()));
