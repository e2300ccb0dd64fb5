// Three projects: unit tests beside the code, integration tests of adapters and e2e tests of the app over
// HTTP. Integration and e2e run against a real PostgreSQL: the embedded one unless DATABASE_URL is set.
// ts-jest without type checking (tsc runs in `npm run lint`): isolated transpilation keeps tests fast.
// (@swc/jest and Jest 30 were dropped: their platform binaries for other OSes are not on this registry,
// so `npm ci` rejected the lockfile.)
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }];
const moduleNameMapper = {
  // See test/support/content-disposition.cjs: an ESM-only dependency of the Swagger UI's static files.
  '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  '^@libs/([a-z-]+)/testing$': '<rootDir>/libs/$1/src/testing',
  '^@libs/([a-z-]+)$': '<rootDir>/libs/$1/src',
};
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': tsJest },
  moduleNameMapper,
  testEnvironment: 'node',
};
const appSuites = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
};
// The suites that state the API's rules (security here; contract and fuzz below) run a second time with
// FAST_LANE=false: the fast lane answers warm reads before Nest's pipeline (ADR 0028), and every rule must hold
// on both paths. `npm test` runs both; CI runs the "security" project on PostgreSQL and its twin on the
// embedded database, so each suite runs on both databases and both pipelines, but not all four ways. (The
// two-instance suites, revocation and quota across instances, need a server: they stay in "e2e";
// fast-route-parity.e2e-spec.ts compares a revoked key and the quota on both paths.)
const SECURITY = [
  'auth',
  'jwt',
  'credential-chain',
  'credential-reach',
  'rate-limit',
  'tenant-isolation',
  'edge-input',
  'errors',
  'security-headers',
  'secret-hygiene',
  'programs',
  'matches',
  'hot-path',
];
const SECURITY_SUITES = SECURITY.map((name) => `<rootDir>/test/e2e/${name}.e2e-spec.ts`);
const withoutFastLane = (project, testMatch) => ({
  ...project,
  displayName: `${project.displayName} without the fast lane`,
  testMatch,
  setupFiles: ['<rootDir>/test/support/without-fast-lane.ts'],
});
// The contract specs that exercise the app's answers and its outbox touch the database: both CI passes run
// them. The others ("documents": the served OpenAPI documents, the route and spec tables, the docs, error
// codes, dependency ranges, deploy manifests) are the same whichever database the app runs on: CI runs them
// in one pass only (the PostgreSQL pass, where an app starts faster).
const CONTRACT_ANSWERS = ['responses', 'webhooks'];
const contract = {
  ...common,
  ...appSuites,
  displayName: 'contract',
  testMatch: CONTRACT_ANSWERS.map((name) => `<rootDir>/test/contract/${name}.contract-spec.ts`),
};
const documents = {
  ...contract,
  displayName: 'documents',
  testMatch: ['<rootDir>/test/contract/**/*.contract-spec.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    `/test/contract/(${CONTRACT_ANSWERS.join('|')})\\.contract-spec\\.ts$`,
  ],
};
const fuzz = {
  ...common,
  ...appSuites,
  displayName: 'fuzz',
  testMatch: ['<rootDir>/test/fuzz/**/*.fuzz-spec.ts'],
};
const e2e = {
  ...common,
  ...appSuites,
  displayName: 'e2e',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', `/test/e2e/(${SECURITY.join('|')})\\.e2e-spec\\.ts$`],
};
const security = { ...e2e, displayName: 'security', testMatch: SECURITY_SUITES, testPathIgnorePatterns: [] };

module.exports = {
  // One worker per core: Jest's default (cores - 1) runs in band on a 2-core machine, one core idle (the suite
  // took 13 min in band, 6 with two workers, on the embedded database).
  maxWorkers: '100%',
  // A worker keeps every test file's context: with --experimental-vm-modules (PGlite's dynamic import, ADR
  // 0005) Node retains a context that was given an import callback (jestjs/jest#14605); even an empty spec's
  // context stays (`--detectLeaks`). A worker's heap grew about 70 MB per app test file (`--logHeapUsage`:
  // 123 MB after the first, 860 MB after ten), and late files in the embedded CI pass ran three to four times
  // slower than early ones (that pass: 1,016 s; with this limit 605-679 s). Jest replaces a worker whose heap
  // exceeds the limit after a file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    // Pure unit tests: no database (test/support/unit-opens-no-database.ts fails a spec that opens one), so CI
    // runs them once; every other project runs on both databases (.ci/run).
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/unit-opens-no-database.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
    e2e,
    security,
    withoutFastLane(security, SECURITY_SUITES),
    // The SDK (libs/sdk, its own package) against the app listening on a free port.
    {
      ...common,
      displayName: 'sdk',
      testMatch: ['<rootDir>/libs/sdk/test/**/*.sdk-spec.ts'],
      moduleNameMapper: { ...moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
    // The web console in headless Chromium (playwright-core; ADR 0021): the system's Chromium where installed,
    // else the npm-shipped one (test/support/test-tools.ts), found once in the global setup.
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/support/browser-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
    },
    // Every operation of the served OpenAPI documents, fuzzed (test/fuzz; FUZZ_SEED, FUZZ_RUNS).
    fuzz,
    // Without the lane the fuzz suite takes only the fast routes (api.fuzz-spec.ts): the others answer alike.
    withoutFastLane(fuzz, ['<rootDir>/test/fuzz/api.fuzz-spec.ts']),
    // The document against the spec table, the route table and the SDK (test/contract/README.md).
    contract,
    documents,
    // The documents do not depend on how a request is answered; the recorded responses do (every e2e
    // response is checked against the document too, so the security suites above check both paths).
    withoutFastLane(contract, ['<rootDir>/test/contract/responses.contract-spec.ts']),
  ],
};
