import { runMain } from '@rto/kit';
import { loadIdentityConfig } from './config';
import { startIdentity } from './service';

runMain('identity', () => startIdentity(loadIdentityConfig()));
