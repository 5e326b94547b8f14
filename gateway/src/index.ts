export { loadGatewayConfig, type GatewayConfig } from './config';
export { startGateway } from './gateway';
export { routeTable, type GatewayRoute, type ServiceName } from './routes';
export { publicApiDocument, publicContracts } from './openapi';
