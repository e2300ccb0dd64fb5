// Boundary rules checked by `npm run lint` (dependency-cruiser). ADR 0001 and docs/adding-a-module.md.
// - libs/: the domain libraries form an allowlisted DAG and never import apps/ or a framework;
// - apps/api/src/platform/ (the kernel) imports no feature;
// - a feature imports another feature only through its public port (`<feature>/index.ts`);
// - no circular imports anywhere.
const FEATURE = '^apps/api/src/(?!platform/)([^/]+)/';
/** A feature's (or the kernel's) use cases and their helpers: the inner ring of each hexagon. */
const APPLICATION = '^apps/api/src/[^/]+/application/';
/** Tests may wire real adapters and Nest's testing module. */
const TESTS = '\\.spec\\.ts$';

/** Which library may import which (the only allowed edges between libs). */
const LIB_ALLOWLIST = {
  shared: [],
  catalogue: ['shared'],
  'subsidy-engine': ['shared', 'catalogue'],
  matcher: ['shared', 'catalogue', 'subsidy-engine'],
  'funding-plans': ['shared', 'catalogue', 'subsidy-engine'],
  'feature-flags': [],
  'term-extraction': ['shared'],
  'program-search': ['shared', 'catalogue'],
};
const LIBS = Object.keys(LIB_ALLOWLIST);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes the modules one: break it with a port in the one that needs the other.',
      from: { path: '^(apps|libs)/' },
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-feature',
      severity: 'error',
      comment: 'The kernel (platform/) serves the features through ports; features register with it.',
      from: { path: '^apps/api/src/platform/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/platform/' },
    },
    {
      name: 'feature-through-public-port',
      severity: 'error',
      comment:
        "Another feature's internals are its own: import its index.ts (its public port) only, or its testing/index.ts (its fakes for others' tests; no-test-kit-in-production keeps production code out).",
      from: { path: FEATURE },
      to: {
        path: '^apps/api/src/(?!platform/)([^/]+)/',
        pathNot: ['^apps/api/src/$1/', '^apps/api/src/[^/]+/(testing/)?index\\.ts$'],
      },
    },
    {
      name: 'application-framework-free',
      severity: 'error',
      comment:
        'A use case is plain TypeScript over ports: no NestJS, ORM, driver, validation or HTTP library (errors are domain errors, mapped at the edge).',
      from: { path: APPLICATION, pathNot: TESTS },
      to: {
        path: 'node_modules/(@nestjs|typeorm|pg|pg-boss|ioredis|@electric-sql|class-validator|class-transformer|fastify|@fastify|express)/',
      },
    },
    {
      name: 'application-not-edges',
      severity: 'error',
      comment:
        'A use case knows ports, not the edges: no request DTO, adapter, persistence, controller, module or Nest decorator file.',
      from: { path: APPLICATION, pathNot: TESTS },
      to: {
        path: [
          '/(dto|adapters|persistence)/',
          '\\.(controller|module|decorator|guard|filter|interceptor)\\.ts$',
        ],
      },
    },
    {
      name: 'domain-pure',
      severity: 'error',
      comment:
        "A feature's domain imports libs/, its own domain, its error-code and event tables and the kernel's framework-free types: never its use cases, edges or a framework.",
      from: { path: '^apps/api/src/([^/]+)/domain/', pathNot: TESTS },
      to: {
        path: [
          '^apps/api/src/',
          'node_modules/(@nestjs|typeorm|pg|pg-boss|ioredis|@electric-sql|class-validator|class-transformer|fastify|@fastify|express)/',
        ],
        pathNot: [
          '^apps/api/src/$1/domain/',
          '^apps/api/src/$1/[^/]+\\.(error-codes|event-types)\\.ts$',
          '^apps/api/src/platform/(?!.*\\.(controller|module|decorator|guard|filter|interceptor)\\.ts$)',
        ],
      },
    },
    {
      name: 'no-test-kit-in-production',
      severity: 'error',
      comment: 'Fakes and builders (testing/ folders, the kernel test kit) serve tests only.',
      from: { path: '^(apps|libs)/', pathNot: [TESTS, '/testing/'] },
      to: { path: '/testing(/|\\.ts$)' },
    },
    {
      name: 'libs-not-apps',
      severity: 'error',
      comment: 'The domain libraries know nothing of the app.',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'libs-framework-free',
      severity: 'error',
      comment: 'libs/ are plain TypeScript: no NestJS, ORM, driver, validation or HTTP framework.',
      from: { path: '^libs/(?!sdk/)' },
      to: {
        path: 'node_modules/(@nestjs|typeorm|pg|@electric-sql|class-validator|class-transformer|fastify|@fastify|express)/',
      },
    },
    ...LIBS.map((lib) => ({
      name: `lib-${lib}-allowlist`,
      severity: 'error',
      comment: `libs/${lib} may import only: ${LIB_ALLOWLIST[lib].join(', ') || 'nothing'} (the libraries' DAG).`,
      from: { path: `^libs/${lib}/` },
      to: {
        path: '^libs/([^/]+)/',
        pathNot: [`^libs/${lib}/`, ...LIB_ALLOWLIST[lib].map((l) => `^libs/${l}/`)],
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/|^libs/sdk/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
