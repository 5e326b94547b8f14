import { runMain } from '@rto/kit';
import { loadSchedulingConfig } from './config';
import { startScheduling } from './service';

runMain('scheduling', () => startScheduling(loadSchedulingConfig()));
