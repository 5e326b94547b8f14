import { loadGatewayConfig } from '@rto/gateway';

/** The key `make dev` makes on its first run: the gateway checks customers' tokens only. */
const keys = { JWT_SECRET: 'x'.repeat(40) };

describe('gateway settings', () => {
  it('when TRUST_PROXY is "true", then the gateway refuses to start: any client could name its own address', () => {
    expect(() => loadGatewayConfig({ ...keys, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of proxy hops or a comma-separated list/);
    expect(() => loadGatewayConfig({ ...keys, TRUST_PROXY: '10.0.0.0/8, anywhere' })).toThrow(/TRUST_PROXY/);
  });

  it('when TRUST_PROXY is a hop count or a list of proxies, then that is what is trusted', () => {
    expect(loadGatewayConfig(keys).TRUST_PROXY).toBe(false);
    expect(loadGatewayConfig({ ...keys, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadGatewayConfig({ ...keys, TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('when nothing is set, then readiness and metrics answer on a port of their own, on loopback', () => {
    const config = loadGatewayConfig(keys);
    expect(config.OPERATIONS_PORT).not.toBe(config.PORT);
    expect(config.OPERATIONS_HOST).toBe('127.0.0.1');
    expect(config.HEADERS_TIMEOUT).toBe(15);
  });

  it('when PUBLIC_URL is not set, then development serves localhost links and production refuses to start', () => {
    expect(loadGatewayConfig(keys).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadGatewayConfig({ ...keys, PUBLIC_URL: 'https://rent.example.com' }).PUBLIC_URL).toBe('https://rent.example.com');
    expect(() => loadGatewayConfig({ ...keys, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
  });

  it('when nothing is set, then each per-customer write allows 20 per 10 minutes, and both are settings', () => {
    const config = loadGatewayConfig({ ...keys });
    expect([config.CUSTOMER_WRITE_LIMIT, config.CUSTOMER_WRITE_WINDOW]).toEqual([20, 600]);
    const tuned = loadGatewayConfig({ ...keys, CUSTOMER_WRITE_LIMIT: '50', CUSTOMER_WRITE_WINDOW: '1h' });
    expect([tuned.CUSTOMER_WRITE_LIMIT, tuned.CUSTOMER_WRITE_WINDOW]).toEqual([50, 3600]);
    expect(() => loadGatewayConfig({ ...keys, CUSTOMER_WRITE_LIMIT: '0' })).toThrow(/CUSTOMER_WRITE_LIMIT/);
  });
});
