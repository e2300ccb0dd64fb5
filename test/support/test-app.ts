import type { DynamicModule, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Clock } from '@libs/shared';
import { Clock as ClockPort, type TenantId } from '@libs/shared';
import type { DestinationStream } from 'pino';
import { AppModule } from '../../apps/api/src/app.module';
import { configureApp, createFastifyAdapter } from '../../apps/api/src/configure-app';
import { FEATURES } from '../../apps/api/src/features';
import type { WebhookConfig } from '../../apps/api/src/webhooks/application/webhook-settings';
import type { VideoConfig } from '../../apps/api/src/video/application/video-settings';
import type { AppConfig, DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import { loadConfig } from '../../apps/api/src/platform/config/load-config';
import { createLogger } from '../../apps/api/src/platform/logging/create-logger';
import { recordContract } from './contract-recorder';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TestTenants } from './test-tenants';

/** What `FM_TEST_TOOLS=npm` withholds from the app under test: the system's video tools (as test-tools.ts does). */
const NPM_VIDEO_TOOLS: Partial<VideoConfig> = {
  ffmpegPath: '/nonexistent/ffmpeg',
  espeakPath: '/nonexistent/espeak-ng',
  fontDir: '/nonexistent/fonts',
};

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Credentials of the test's own tenant (plan `unlimited`): `.set(t.headers)` on every request. */
  headers: Record<string, string>;
  /** The tenant behind `headers`. */
  tenantId: TenantId;
  /** More tenants, keys and OAuth clients, e.g. for isolation tests. */
  tenants: TestTenants;
  /** The Node http.Server, for supertest. */
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<AppConfig> {
  /** Replaces the Clock port (a FixedClock for quota periods, token expiry, deadlines). */
  clock?: Clock;
  /** Where the app's logs go (log level from the config); for tests that read the logs. */
  logStream?: DestinationStream;
  /** Reuse this database instead of a fresh copy (two app instances on one database). */
  sharedDatabase?: TestDatabase;
  /**
   * Features (by `name`) the app is built without, e.g. the one that owns a cron job's name so that a test
   * module can schedule a job under it. Their tables stay (the schema is the whole app's).
   */
  withoutFeatures?: string[];
  /** Extra modules beside the app's features, e.g. one that schedules a test job. */
  imports?: (Type<unknown> | DynamicModule)[];
  /** The webhooks module's section of the configuration (`features.webhooks`). */
  webhooks?: Partial<WebhookConfig>;
  /** The cron module's secret (`features.cron.secret`). */
  cronSecret?: string;
  /** The video module's section (`features.video`); tests render tiny (180 px short side, 10 fps). */
  video?: Partial<VideoConfig>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    // FAST_LANE=false (the jest projects "… without the fast lane") runs a suite through Nest's pipeline
    // only; read and validated as the app reads it.
    fastLane: loadConfig({ FAST_LANE: process.env.FAST_LANE }).fastLane,
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    database: { kind: 'embedded', dataDir: 'memory://' },
    migrateOnStart: true,
    bodyLimitBytes: 100_000,
    corsOrigins: [],
    redisUrl: null,
    auth: {
      apiKeyPepper: 'test-pepper-0123456789abcdef0123456789abcdef',
      jwtSigningKeys: [],
      jwtIssuer: 'urn:foerdermittel-api',
      jwtAudience: 'urn:foerdermittel-api:v1',
      jwtTtlSeconds: 900,
      createDemoTenant: false,
    },
    ...overrides,
  };
}

/** The features' configuration of every test app; a test may set the webhooks', cron's and video's. */
function testFeatures(
  own: { webhooks?: Partial<WebhookConfig>; cron?: { secret: string }; video?: Partial<VideoConfig> } = {},
) {
  return {
    webhooks: own.webhooks,
    cron: own.cron,
    // The integrations' vendor fakes listen on loopback: accepted in tests only (never in production).
    integrations: { extraHosts: ['127.0.0.1'], allowHttp: true, allowPrivateAddresses: true },
    // Renders on the shared test machines stay tiny; a test may ask for more.
    // FM_TEST_TOOLS=npm (test-tools.ts): no system video tool either, the app takes the npm-shipped ones.
    video: {
      shortSide: 180,
      fps: 10,
      ...(process.env.FM_TEST_TOOLS === 'npm' ? NPM_VIDEO_TOOLS : {}),
      ...own.video,
    },
  };
}

async function startApp(config: AppConfig, moduleRef: TestingModule, logStream?: DestinationStream) {
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createFastifyAdapter(config, createLogger(config, logStream)),
    { bodyParser: false, logger: false },
  );
  const contract = recordContract(app); // checks every response against the served OpenAPI document
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, contract };
}

/**
 * The whole app started and stopped once on the template database (the jest global setup): what its first
 * start leaves (migrations, the seed, pg-boss's schema and queues) is then in every test file's copy, and no
 * test app pays for it again.
 */
export async function startOnce(
  database: DatabaseTarget,
  beforeStop: (app: NestFastifyApplication) => Promise<void> = async () => undefined,
): Promise<void> {
  const config = testConfig({ database, features: testFeatures() });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const { app } = await startApp(config, moduleRef);
  try {
    await beforeStop(app);
  } finally {
    await app.close();
  }
}

/** The whole app, configured exactly as main.ts does, on a fresh copy of the test database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const {
    clock,
    logStream,
    sharedDatabase,
    imports = [],
    webhooks,
    cronSecret,
    withoutFeatures = [],
    video,
    ...overrides
  } = options;
  const database = sharedDatabase ?? (await createTestDatabase());
  const features = testFeatures({ webhooks, cron: cronSecret ? { secret: cronSecret } : undefined, video });
  const config = testConfig({ database: database.target, features, ...overrides });
  const appFeatures = FEATURES.filter((f) => !withoutFeatures.includes(f.name));
  let builder = Test.createTestingModule({ imports: [AppModule.forRoot(config, appFeatures), ...imports] });
  if (clock) builder = builder.overrideProvider(ClockPort).useValue(clock);
  const { app, contract } = await startApp(config, await builder.compile(), logStream);
  const tenants = new TestTenants(app);
  const own = await tenants.create({ plan: 'unlimited' });
  return {
    app,
    config,
    headers: own.headers,
    tenantId: own.tenantId,
    tenants,
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      if (!sharedDatabase) await database.dispose();
      await contract.verify();
    },
  };
}
