// Test tiers are chosen by file suffix: *.test.ts are pure and fast, *.int.test.ts talk to real
// Postgres, Redis and the event bus (ensured once by the global setup).
const shared = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleNameMapper: {
    '^@consign/(contracts|kit)$': '<rootDir>/packages/$1/src',
    '^@consign/kit/(.*)$': '<rootDir>/packages/kit/src/$1',
  },
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/scripts'],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['**/test/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['**/test/**/*.int.test.ts'],
      globalSetup: '<rootDir>/scripts/jest-global-setup.ts',
    },
  ],
};
