import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { FEATURE_CONFIG } from './features';
import { configureApp, createFastifyAdapter } from './configure-app';
import { loadConfig } from './platform/config/load-config';
import { API_VERSIONS, VERSIONS, type ApiVersion } from './platform/openapi/api-versions';
import { createLogger } from './platform/logging/create-logger';

type Document = Record<string, unknown>;

/**
 * The OpenAPI documents (v1 and v2) exactly as the app serves them, without a database or a port: Nest's
 * preview mode builds the module graph but instantiates no provider, and the documents are fetched with
 * injected requests. Used by `npm run sdk:generate` (libs/sdk).
 */
export async function exportOpenApiDocuments(): Promise<Record<ApiVersion, Document>> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_TENANT: 'false' }, FEATURE_CONFIG);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    createFastifyAdapter(config, createLogger(config)),
    { preview: true, logger: false, bodyParser: false, abortOnError: false },
  );
  try {
    await configureApp(app, config);
    const fastify = app.getHttpAdapter().getInstance();
    const documents: Partial<Record<ApiVersion, Document>> = {};
    for (const version of VERSIONS) {
      const url = API_VERSIONS[version].json;
      const response = await fastify.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
      documents[version] = response.json<Document>();
    }
    return documents as Record<ApiVersion, Document>;
  } finally {
    await app.close();
  }
}

// `export-openapi.ts [v1|v2] [file]`: one document, to the file or stdout.
if (require.main === module) {
  const version = (process.argv[2] ?? 'v1') as ApiVersion;
  exportOpenApiDocuments()
    .then((documents) => {
      const json = `${JSON.stringify(documents[version], null, 2)}\n`;
      if (process.argv[3]) writeFileSync(process.argv[3], json);
      else process.stdout.write(json);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
