import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../apps/api/src/app.module';
import { configureApp, createFastifyAdapter } from '../../apps/api/src/configure-app';
import type { AppConfig } from '../../apps/api/src/platform/config/app-config';
import { createLogger } from '../../apps/api/src/platform/logging/create-logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Headers every request of a test needs (credentials once authentication is on): `.set(t.headers)`. */
  headers: Record<string, string>;
  /** The Node http.Server, for supertest. */
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    database: { kind: 'embedded', dataDir: 'memory://' },
    migrateOnStart: true,
    bodyLimitBytes: 100_000,
    corsOrigins: [],
    ...overrides,
  };
}

/** The whole app, configured exactly as main.ts does, on a fresh copy of the test database. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ database: database.target, ...overrides });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(config, createLogger(config)), {
    bodyParser: false,
    logger: false,
  });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    config,
    headers: {},
    http: app.getHttpServer(),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
