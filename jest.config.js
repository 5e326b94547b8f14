/**
 * One jest run for the whole repository: fast unit tests (pure domain rules) and integration tests (real HTTP
 * through the gateway against real MongoDB-compatible, Redis, RabbitMQ and SMTP servers).
 */
const common = {
  testEnvironment: 'node',
  // Workspace packages resolve to their TypeScript sources in tests, as in development.
  testEnvironmentOptions: { customExportConditions: ['development', 'node', 'require', 'default'] },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Integration tests use real servers on a 2-core machine: give slow moments room, but never wait forever.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      // test-support/*.test.ts: rules about the repository itself (how the workspaces depend on each other).
      testMatch: ['<rootDir>/packages/*/test/**/*.test.ts', '<rootDir>/services/*/test/unit/**/*.test.ts', '<rootDir>/gateway/test/unit/**/*.test.ts', '<rootDir>/test-support/*.test.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/integration/**/*.test.ts', '<rootDir>/gateway/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/global-teardown.ts',
    },
    {
      // Regression tests for the holes a security review found, each written as the attacker would send it.
      ...common,
      displayName: 'security',
      testMatch: ['<rootDir>/services/*/test/security/**/*.test.ts', '<rootDir>/gateway/test/security/**/*.test.ts'],
      globalSetup: '<rootDir>/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/global-teardown.ts',
    },
  ],
};
