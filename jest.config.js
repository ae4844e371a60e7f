// Test tiers are chosen by file suffix: *.test.ts are pure and fast, *.int.test.ts talk to real
// Postgres, Redis and the event bus (ensured once by the global setup).
const shared = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleNameMapper: {
    '^@consign/(contracts|kit)$': '<rootDir>/packages/$1/src',
    '^@consign/kit/(.*)$': '<rootDir>/packages/kit/src/$1',
  },
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/scripts', '<rootDir>/bench'],
  // ESM-only packages the services' translator (kit/i18n: i18next-icu) loads: Node requires them, Jest must transform them.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
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
    {
      // Component tests of the frontend: jsdom, React's automatic JSX runtime, CSS imports ignored.
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/frontend'],
      testMatch: ['<rootDir>/frontend/test/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/frontend/test/setup.ts'],
      // ESM-only packages under the browser condition: @ant-design/colors (icons), nanoid (contracts' ics), intl-messageformat (i18n).
      transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|nanoid|intl-messageformat|@formatjs)/)'],
      transform: {
        '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
      },
      moduleNameMapper: {
        '^@consign/contracts$': '<rootDir>/packages/contracts/src',
        '\\.(css|less|svg|png|jpg)$': '<rootDir>/frontend/test/file-stub.ts',
      },
    },
  ],
};
