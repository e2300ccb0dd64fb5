import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createFastifyAdapter } from './configure-app';
import { loadConfig } from './platform/config/load-config';
import { createLogger } from './platform/logging/create-logger';

/**
 * The OpenAPI document exactly as the app serves it at /api/openapi.json, without a database or a port:
 * Nest's preview mode builds the module graph but instantiates no provider, and the document is fetched
 * with an injected request. Used by `npm run sdk:generate` (libs/sdk).
 */
export async function exportOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_TENANT: 'false' });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter(config, createLogger(config)),
    { preview: true, logger: false, bodyParser: false, abortOnError: false },
  );
  try {
    await configureApp(app, config);
    const fastify = app.getHttpAdapter().getInstance();
    const response = await fastify.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  exportOpenApiDocument()
    .then((document) => {
      const json = `${JSON.stringify(document, null, 2)}\n`;
      if (process.argv[2]) writeFileSync(process.argv[2], json);
      else process.stdout.write(json);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
