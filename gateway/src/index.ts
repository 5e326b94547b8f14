export { loadGatewayConfig, type GatewayConfig } from './config';
export { startGateway, type RunningGateway } from './gateway';
export { routeTable, type GatewayRoute, type ServiceName } from './routes';
export { publicApiDocument, publicContracts } from './openapi';
