export { loadCatalogConfig, type CatalogConfig } from './config';
export { startCatalog, type RunningCatalog } from './service';
export { catalogContract } from './http/contract';
export type { PresentedProduct } from './domain/product';
