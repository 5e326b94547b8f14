import path from 'node:path';
import express, { type Express } from 'express';
import { buildOpenApiDocument, type RouteContract } from '@rto/kit';
import { billingContract } from '@rto/billing/contract';
import { cartContract } from '@rto/cart/contract';
import { catalogContract } from '@rto/catalog/contract';
import { identityContract } from '@rto/identity/contract';
import { notificationContract } from '@rto/notification/contract';
import { orderContract } from '@rto/order/contract';
import { schedulingContract } from '@rto/scheduling/contract';

/** The contracts of the services that exist; each new service adds its own here. */
const contracts: Array<Record<string, RouteContract>> = [identityContract, catalogContract, cartContract, schedulingContract, billingContract, orderContract, notificationContract];

export function publicApiDocument() {
  return buildOpenApiDocument(
    {
      title: 'Rent-to-Own Appliance API',
      version: '1.0.0',
      description: 'The public API of the storefront, served by the gateway. Errors are always JSON: { "error": "..." }.',
    },
    contracts.flatMap((contract) => Object.values(contract)),
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
export function serveApiDocs(app: Express): void {
  const document = publicApiDocument();
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
