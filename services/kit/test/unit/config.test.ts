import { ConfigError, loadConfig, platformConfigSchema } from '@rto/kit';

describe('loading configuration', () => {
  it('when nothing is set, then development defaults make everything work', () => {
    const config = loadConfig(platformConfigSchema, {});
    expect(config).toMatchObject({ NODE_ENV: 'development', MONGO_URL: 'mongodb://127.0.0.1:27017', JWT_TTL: 7 * 86400 });
  });

  it('when a value is bad, then one line names the variable and what is wrong', () => {
    expect(() => loadConfig(platformConfigSchema, { MONGO_URL: 'postgres://db' })).toThrow(
      new ConfigError('Invalid configuration: MONGO_URL must be a URL starting with mongodb:// or mongodb+srv://'),
    );
    expect(() => loadConfig(platformConfigSchema, { JWT_TTL: 'forever' })).toThrow(/^Invalid configuration: JWT_TTL must be a duration/);
  });

  it('when production runs with the development JWT secret, then it refuses to start', () => {
    expect(() => loadConfig(platformConfigSchema, { NODE_ENV: 'production' })).toThrow('Invalid configuration: JWT_SECRET must be set in production');
    expect(loadConfig(platformConfigSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
  });
});
