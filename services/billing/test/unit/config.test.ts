import { randomBytes } from 'node:crypto';
import { loadBillingConfig } from '../../src/config';

/** Every mode but test needs its own random secrets; these tests are about payments only. */
const secrets = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  SERVICE_TOKEN_SECRET: randomBytes(32).toString('hex'),
  RESET_LINK_SECRET: randomBytes(32).toString('hex'),
  AMQP_URL: 'amqp://rto-billing:made-by-infra@127.0.0.1:5672',
});
const production = (env: Record<string, string> = {}): NodeJS.ProcessEnv => ({ NODE_ENV: 'production', ...secrets(), ...env });

describe('billing settings: which payment provider production may run', () => {
  it('when production names the sandbox (as docker-compose once did by default), then billing refuses to start: test card 4242 would rent for free', () => {
    expect(() => loadBillingConfig(production({ PAYMENT_PROVIDER: 'sandbox' }))).toThrow(/PAYMENT_PROVIDER is sandbox, which production refuses/);
    expect(() => loadBillingConfig(production({ PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }))).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
  });

  it('when production has no Stripe key and names no provider, then billing refuses to start', () => {
    expect(() => loadBillingConfig(production())).toThrow(/STRIPE_SECRET_KEY must be set in production/);
    expect(() => loadBillingConfig(production({ PAYMENT_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: '' }))).toThrow(/PAYMENT_PROVIDER/);
  });

  it('when production allows the sandbox explicitly, then it runs the sandbox', () => {
    const config = loadBillingConfig(production({ PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' }));
    expect(config.provider).toBe('sandbox');
    expect(config.ALLOW_SANDBOX_PAYMENTS).toBe(true);
  });

  it('when ALLOW_SANDBOX_PAYMENTS is neither true nor false, then it is refused rather than guessed', () => {
    expect(() => loadBillingConfig(production({ PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'yes' }))).toThrow(/ALLOW_SANDBOX_PAYMENTS must be true or false/);
  });

  it('when production has its Stripe keys, then it runs Stripe', () => {
    const config = loadBillingConfig(production({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }));
    expect(config.provider).toBe('stripe');
  });

  it('when developing without Stripe keys, then the sandbox runs with nothing set', () => {
    expect(loadBillingConfig({ NODE_ENV: 'development', ...secrets() }).provider).toBe('sandbox');
  });
});

describe('billing settings: the store calendar and dunning', () => {
  const development = (env: Record<string, string> = {}) => loadBillingConfig({ NODE_ENV: 'development', ...secrets(), ...env });

  it("when nothing is set, then the store is in Indianapolis (scheduling's default) and failed drafts are retried 3, 5 and 7 days late", () => {
    expect(development()).toMatchObject({ DELIVERY_TIME_ZONE: 'America/Indiana/Indianapolis', DUNNING_RETRY_DAYS: [3, 5, 7] });
  });

  it('when the zone or the retry days are not ones, then billing refuses to start, naming the setting', () => {
    expect(() => development({ DELIVERY_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DELIVERY_TIME_ZONE must be an IANA time zone/);
    for (const days of ['5,3', '0,2', '3,x', '3,3']) expect(() => development({ DUNNING_RETRY_DAYS: days })).toThrow(/DUNNING_RETRY_DAYS must be whole days/);
    expect(development({ DUNNING_RETRY_DAYS: '' }).DUNNING_RETRY_DAYS).toEqual([]);
    expect(development({ DUNNING_RETRY_DAYS: ' 2, 4 ' }).DUNNING_RETRY_DAYS).toEqual([2, 4]);
  });
});
