/**
 * The proxy part of the bench: what the gateway costs. GET /getUser and GET /getProducts direct to the service,
 * through the gateway and (NGINX_PATH set) through nginx, side by side (`measureProxy`), then the ratios beside
 * the goals.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureSideBySide, type Measured } from './measure';
import { children, root } from './processes';

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
  return dir;
}

/** Where the proxy part sends its load: the services themselves, the gateway, and nginx when it runs. */
export interface ProxyTargets {
  direct: { identity: string; catalog: string };
  gateway: string;
  nginx: string | undefined;
  /** A customer's authorization header, for GET /getUser. */
  auth: Record<string, string>;
}

/** GET /getUser and GET /getProducts, each as [direct, through the gateway, through nginx (when it runs)]. */
export async function measureProxy({ direct, gateway, nginx, auth }: ProxyTargets): Promise<Measured[][]> {
  const sidesOf = (endpoint: string, directTo: string, directUrl: string) => [
    { label: `${endpoint}, direct to ${directTo}`, url: `${directUrl}${endpoint.slice(4)}` },
    { label: `${endpoint}, through the gateway`, url: `${gateway}${endpoint.slice(4)}` },
    ...(nginx ? [{ label: `${endpoint}, through nginx`, url: `${nginx}${endpoint.slice(4)}` }] : []),
  ];
  return [await measureSideBySide(sidesOf('GET /getUser', 'identity', direct.identity), auth), await measureSideBySide(sidesOf('GET /getProducts', 'catalog', direct.catalog))];
}

/** The proxy lines of the report: gateway / direct (and nginx) per endpoint, and the gateway's req/s on the catalogue. */
export function reportProxy(sets: Measured[][]): void {
  for (const [straight, proxied, reference] of sets) {
    const ratio = (a: Measured, b: Measured) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    const versusNginx = reference ? `; gateway / nginx = ${ratio(proxied!, reference)}x (nginx / direct = ${ratio(reference, straight!)}x)` : '; nginx not run (NGINX_PATH unset)';
    // eslint-disable-next-line no-console
    console.log(`${proxied!.label.split(',')[0]}: gateway / direct = ${ratio(proxied!, straight!)}x (goal >= 0.85x)${versusNginx}`);
  }
  // eslint-disable-next-line no-console
  if (sets[1]) console.log(`GET /getProducts through the gateway: ${Math.round(sets[1][1]!.requestsPerSecond)} req/s (goal >= 5,000)`);
}
