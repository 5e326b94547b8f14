/**
 * The proxy part of the bench: what the gateway costs. GET /getUser and GET /getProducts direct to the service,
 * through the gateway and (NGINX_PATH set) through nginx, side by side (`measureProxy`), then the ratios beside
 * the goals.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { atLeast, type GoalRow } from './goals';
import { cpuLine, measureSideBySide, type Measured } from './measure';
import { childNames, children, root } from './processes';

/**
 * nginx as a plain reverse proxy on loopback: one worker (the gateway is one process), keep-alive connections to
 * the same identity and catalog processes, no access log (the gateway logs nothing below warn here either). Its
 * config, pid and temp files live in a directory of the run's own under .data/, removed at the end.
 */
export function startNginx(binary: string, port: number, upstreams: Record<string, string>, routes: Record<string, string>): string {
  const dir = path.join(root, '.data/bench-nginx', String(process.pid));
  fs.mkdirSync(dir, { recursive: true });
  const upstreamBlocks = Object.entries(upstreams)
    .map(([name, url]) => `  upstream ${name} { server ${new URL(url).host}; keepalive 64; }`)
    .join('\n');
  const locations = Object.entries(routes)
    .map(([route, name]) => `    location = ${route} { proxy_pass http://${name}; }`)
    .join('\n');
  const config = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamBlocks}
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
${locations}
    location / { return 404; }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  childNames.set(child, 'nginx');
  return dir;
}

/** Where the proxy part sends its load: the services themselves, the gateway, and nginx when it runs. */
export interface ProxyTargets {
  direct: { identity: string; catalog: string };
  gateway: string;
  nginx: string | undefined;
  /** The bare Express app (bench/bare-express.ts): the ceiling for GET /getUser direct. */
  ceiling: string;
  /** A customer's authorization header, for GET /getUser. */
  auth: Record<string, string>;
  /** The test servers' settings: where to find their processes for CPU per request. */
  servers: Record<string, string>;
}

/** The proxy measurements: GET /getUser's sides and the ceiling, then GET /getProducts's sides. */
export interface ProxyMeasured {
  getUser: { direct: Measured; gateway: Measured; nginx: Measured | undefined; ceiling: Measured };
  getProducts: { direct: Measured; gateway: Measured; nginx: Measured | undefined };
}

/**
 * GET /getUser and GET /getProducts direct to the service, through the gateway and through nginx (when it runs),
 * side by side; GET /getUser's rounds alternate with the bare Express ceiling's too.
 */
export async function measureProxy({ direct, gateway, nginx, ceiling, auth, servers }: ProxyTargets): Promise<ProxyMeasured> {
  const sidesOf = (endpoint: string, directTo: string, directUrl: string) => [
    { label: `${endpoint}, direct to ${directTo}`, url: `${directUrl}${endpoint.slice(4)}` },
    { label: `${endpoint}, through the gateway`, url: `${gateway}${endpoint.slice(4)}` },
    ...(nginx ? [{ label: `${endpoint}, through nginx`, url: `${nginx}${endpoint.slice(4)}` }] : []),
  ];
  const ceilingSide = { label: 'GET /getUser, a bare Express JSON handler (the ceiling)', url: `${ceiling}/getUser` };
  const user = await measureSideBySide([...sidesOf('GET /getUser', 'identity', direct.identity), ceilingSide], auth, servers);
  const products = await measureSideBySide(sidesOf('GET /getProducts', 'catalog', direct.catalog), {}, servers);
  return {
    getUser: { direct: user[0]!, gateway: user[1]!, nginx: nginx ? user[2] : undefined, ceiling: user.at(-1)! },
    getProducts: { direct: products[0]!, gateway: products[1]!, nginx: products[2] },
  };
}

/** Every proxy measurement in the order of the report's table. */
export function proxyRows({ getUser, getProducts }: ProxyMeasured): Measured[] {
  return [getUser.direct, getUser.gateway, getUser.nginx, getUser.ceiling, getProducts.direct, getProducts.gateway, getProducts.nginx].filter((m): m is Measured => m !== undefined);
}

/** The proxy part's goals (issue 24's table), and each measurement's CPU per request on a line of its own. */
export function reportProxy(measured: ProxyMeasured): GoalRow[] {
  const { getUser, getProducts } = measured;
  const ratio = (a: Measured, b: Measured) => a.requestsPerSecond / b.requestsPerSecond;
  // eslint-disable-next-line no-console
  for (const m of proxyRows(measured)) console.log(`${m.label}: ${cpuLine(m)}`);
  const rows = [
    atLeast('GET /getUser gateway / direct', ratio(getUser.gateway, getUser.direct), 0.85, 'x'),
    ...(getUser.nginx ? [atLeast('GET /getUser gateway / nginx', ratio(getUser.gateway, getUser.nginx), 0.9, 'x')] : []),
    atLeast('GET /getUser direct / a bare Express JSON handler', ratio(getUser.direct, getUser.ceiling), 0.5, 'x'),
    atLeast('GET /getProducts gateway / direct', ratio(getProducts.gateway, getProducts.direct), 0.85, 'x'),
    atLeast('GET /getProducts through the gateway', getProducts.gateway.requestsPerSecond, 5000, 'req/s'),
  ];
  // eslint-disable-next-line no-console
  if (!getUser.nginx) console.log('nginx not run (NGINX_PATH unset): no gateway / nginx row');
  return rows;
}
