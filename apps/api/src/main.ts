// First: tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) patches modules before anything loads them.
import './platform/tracing/register';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { FEATURE_CONFIG } from './features';
import { configureApp, createFastifyAdapter } from './configure-app';
import { ConfigError, loadConfig } from './platform/config/load-config';
import { installStatementCounter } from './platform/database/statement-log';
import { createLogger } from './platform/logging/create-logger';
import { applyHeapGrowth } from './platform/runtime/heap-growth';
import { PinoNestLogger } from './platform/logging/pino-nest-logger';

async function bootstrap(): Promise<void> {
  // Bench-only: statements per request (bench/README.md). Read once here, never per query.
  if (process.env.FM_COUNT_STATEMENTS === '1') installStatementCounter();
  const config = loadConfig(process.env, FEATURE_CONFIG);
  applyHeapGrowth(config.heapGrowingPercent);
  const logger = createLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter(config, logger),
    { logger: new PinoNestLogger(logger), bodyParser: false },
  );
  await configureApp(app, config);
  await app.listen(config.port, config.host);
  const scheme = config.tls ? 'https' : 'http';
  logger.info(`Fördermittel API listening on ${scheme}://localhost:${config.port} (docs: /api/docs)`);
}

bootstrap().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
