import { runMain } from '@rto/kit';
import { loadGatewayConfig } from './config';
import { startGateway } from './gateway';

runMain('gateway', () => startGateway(loadGatewayConfig()));
