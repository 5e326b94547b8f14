import { runMain } from '@rto/kit';
import { loadCatalogConfig } from './config';
import { startCatalog } from './service';

runMain('catalog', () => startCatalog(loadCatalogConfig()));
