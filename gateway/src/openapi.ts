import path from 'node:path';
import express, { type Express } from 'express';
import { buildOpenApiDocument, type EdgeStatuses, type RouteContract } from '@rto/kit';
import { billingContract } from '@rto/billing/contract';
import { cartContract } from '@rto/cart/contract';
import { catalogContract } from '@rto/catalog/contract';
import { identityContract } from '@rto/identity/contract';
import { notificationContract } from '@rto/notification/contract';
import { orderContract } from '@rto/order/contract';
import { schedulingContract } from '@rto/scheduling/contract';
import { routeTable, type GatewayRoute } from './routes';

/** The contracts of the services that exist; each new service adds its own here. */
const contracts: Array<Record<string, RouteContract>> = [identityContract, catalogContract, cartContract, schedulingContract, billingContract, orderContract, notificationContract];

/** The table's entry for a contract's route; none means the gateway never routes it, and it is not published. */
function entryOf(route: RouteContract): GatewayRoute | undefined {
  return routeTable.find((entry) => entry.method === route.method && entry.path === route.path);
}

const KB = 1024;
/** The gateway's BODY_LIMIT default (config.ts), for a document built without a config (the SPA's API types). */
const DEFAULT_BODY_LIMIT = 128 * KB;

/**
 * What the gateway itself answers on a route, read from its table (gateway.ts, upstreams.ts): 413 over its body
 * limit on any method that takes a body, 429 where it counts requests (per address or per customer), and on every
 * route 502 (the service cannot be reached), 503 (not served yet, or a dependency of the token check is down) and
 * 504 (the service took longer than UPSTREAM_TIMEOUT).
 */
export function gatewayStatuses(maxBody: number): EdgeStatuses {
  return (route) => {
    const entry = entryOf(route);
    const statuses: Partial<Record<number, string>> = {};
    if (!entry) return statuses;
    if (['post', 'put', 'patch'].includes(entry.method)) statuses[413] = `The body is over ${Math.round((entry.maxBody ?? maxBody) / KB)} kB`;
    const perCustomer = entry.perCustomer === true;
    if (entry.rateLimited || perCustomer) {
      statuses[429] = `Too many requests ${entry.rateLimited ? 'from this address' : ''}${entry.rateLimited && perCustomer ? ' or ' : ''}${perCustomer ? 'from this account' : ''}: wait the seconds Retry-After says`;
    }
    statuses[502] = 'The service behind this path cannot be reached right now';
    statuses[503] = 'The service behind this path, or something it needs, is not available right now';
    statuses[504] = 'The service behind this path took too long to answer';
    return statuses;
  };
}

/** The public document: every route of the table, with every status it can answer. */
export function publicApiDocument(maxBody = DEFAULT_BODY_LIMIT) {
  return buildOpenApiDocument(
    {
      title: 'Rent-to-Own Appliance API',
      version: '1.0.0',
      description: 'The public API of the storefront, served by the gateway. Errors are always JSON: { "error": "..." }.',
    },
    publicContracts(),
    gatewayStatuses(maxBody),
  );
}

export function publicContracts(): RouteContract[] {
  return contracts.flatMap((contract) => Object.values(contract));
}

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rent-to-Own Appliance API</title><link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="api-docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#api-docs', deepLinking: true });`;

/** GET /openapi.json (the document) and GET /docs (a readable page over it). */
export function serveApiDocs(app: Express, maxBody: number): void {
  const document = publicApiDocument(maxBody);
  app.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  app.get('/docs', (_req, res) => {
    res.type('html').send(DOCS_PAGE);
  });
  app.get('/docs/init.js', (_req, res) => {
    res.type('js').send(DOCS_INIT);
  });
   
  const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.use('/docs/assets', express.static(swaggerUiDir, { maxAge: '7d', index: false }));
}
