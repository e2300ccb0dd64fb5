// Three projects: unit tests beside the code, integration tests of adapters and e2e tests of the app over
// HTTP. Integration and e2e run against a real PostgreSQL: the embedded one unless DATABASE_URL is set.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@libs/([a-z-]+)/testing$': '<rootDir>/libs/$1/src/testing',
  '^@libs/([a-z-]+)$': '<rootDir>/libs/$1/src',
};
// A few dependencies ship ESM only (content-disposition 2 under @fastify/static); Node 20 can require them,
// Jest's CommonJS runtime cannot, so swc compiles them like our own code.
const ESM_ONLY = ['content-disposition'];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc, [`node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper,
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
  ],
};
