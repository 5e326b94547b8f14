import { ConfigError, loadConfig, platformConfigSchema } from '@rto/kit';

/** A broker user of the service's own, as infra.sh makes it. */
const broker = { AMQP_URL: 'amqp://rto-order:made-by-infra@127.0.0.1:5672' };
/** Keys of a deployment's own, as `make dev` makes them, and its broker login. */
const keys = { JWT_SECRET: 'a'.repeat(64), SERVICE_TOKEN_SECRET: 'b'.repeat(64), ...broker };

describe('loading configuration', () => {
  it('when only the keys are set, then development defaults make everything else work, on loopback', () => {
    const config = loadConfig(platformConfigSchema, keys);
    expect(config).toMatchObject({ NODE_ENV: 'development', HOST: '127.0.0.1', MONGO_URL: 'mongodb://127.0.0.1:27017', JWT_TTL: 7 * 86400 });
  });

  it('when a value is bad, then one line names the variable and what is wrong', () => {
    expect(() => loadConfig(platformConfigSchema, { ...keys, MONGO_URL: 'postgres://db' })).toThrow(
      new ConfigError('Invalid configuration: MONGO_URL must be a URL starting with mongodb:// or mongodb+srv://'),
    );
    expect(() => loadConfig(platformConfigSchema, { ...keys, JWT_TTL: 'forever' })).toThrow(/^Invalid configuration: JWT_TTL must be a duration/);
  });
});

describe('signing keys', () => {
  it.each(['development', 'production'])('when %s runs with no keys, then it refuses to start, naming each', (mode) => {
    expect(() => loadConfig(platformConfigSchema, { NODE_ENV: mode, ...broker })).toThrow(
      'Invalid configuration: JWT_SECRET is required but not set (a random value of 32+ characters: openssl rand -hex 32); SERVICE_TOKEN_SECRET is required but not set (a random value of 32+ characters: openssl rand -hex 32)',
    );
  });

  it.each(['development', 'production'])('when %s is given the public development key of earlier versions, then it refuses it', (mode) => {
    expect(() => loadConfig(platformConfigSchema, { ...keys, NODE_ENV: mode, JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef' })).toThrow(
      'Invalid configuration: JWT_SECRET is a value published in the code: set a secret of your own',
    );
  });

  it("when development is given the tests' keys, then it refuses them: they are written in the code", () => {
    const testKeys = loadConfig(platformConfigSchema, { NODE_ENV: 'test' });
    expect(() => loadConfig(platformConfigSchema, { ...broker, JWT_SECRET: testKeys.JWT_SECRET, SERVICE_TOKEN_SECRET: testKeys.SERVICE_TOKEN_SECRET })).toThrow(
      'Invalid configuration: JWT_SECRET is a value published in the code: set a secret of your own; SERVICE_TOKEN_SECRET is a value published in the code: set a secret of your own',
    );
  });

  it('when one key is given for two purposes, then it is refused: one leaked key must not open the others', () => {
    expect(() => loadConfig(platformConfigSchema, { ...broker, JWT_SECRET: 'c'.repeat(64), SERVICE_TOKEN_SECRET: 'c'.repeat(64) })).toThrow(
      'Invalid configuration: SERVICE_TOKEN_SECRET must differ from JWT_SECRET: one key per purpose',
    );
    expect(() => loadConfig(platformConfigSchema, { ...keys, SERVICE_TOKEN_SECRET_PREVIOUS: keys.JWT_SECRET })).toThrow(/SERVICE_TOKEN_SECRET_PREVIOUS must differ from JWT_SECRET/);
  });

  it('when a key is short, then it is refused', () => {
    expect(() => loadConfig(platformConfigSchema, { ...keys, JWT_SECRET: 'short' })).toThrow('Invalid configuration: JWT_SECRET must be at least 32 characters');
  });

  it('when a key is rotated, then the previous one is kept beside it', () => {
    const config = loadConfig(platformConfigSchema, { ...keys, NODE_ENV: 'production', JWT_SECRET_PREVIOUS: 'd'.repeat(64) });
    expect(config).toMatchObject({ JWT_SECRET: keys.JWT_SECRET, JWT_SECRET_PREVIOUS: 'd'.repeat(64) });
  });

  it('when development runs without a broker login, then it refuses: a shared guest login publishes events nobody accepts', () => {
    const { AMQP_URL: _given, ...withoutBroker } = keys;
    expect(() => loadConfig(platformConfigSchema, withoutBroker)).toThrow('Invalid configuration: AMQP_URL is required but not set');
  });

  it('when tests run, then they need set no key', () => {
    const config = loadConfig(platformConfigSchema, { NODE_ENV: 'test' });
    expect(config.JWT_SECRET).not.toBe(config.SERVICE_TOKEN_SECRET);
  });
});
