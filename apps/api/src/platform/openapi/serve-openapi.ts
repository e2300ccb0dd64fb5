import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { API_VERSIONS, VERSIONS } from './api-versions';
import type { OpenApiDocuments } from './build-openapi';

const relative = (url: string) => url.replace(/^\//, '');

/**
 * Serves both descriptions as JSON and YAML, the v1 one also at its old URL `/api/openapi.json` (clients and
 * tools that read it keep getting the v1 contract, version 1.0.0; a redirect would break those that do not
 * follow one), and one Swagger UI at `/api/docs` with both selectable in its top bar (`explorer` + `urls`).
 */
export function serveOpenApi(app: INestApplication, documents: OpenApiDocuments): void {
  for (const version of VERSIONS) {
    const { json, yaml } = API_VERSIONS[version];
    // ui: false serves only the raw documents; the path argument is then unused.
    SwaggerModule.setup(`api/${version}/openapi`, app, documents[version], {
      ui: false,
      jsonDocumentUrl: relative(json),
      yamlDocumentUrl: relative(yaml),
    });
  }
  SwaggerModule.setup('api/openapi', app, documents.v1, {
    ui: false,
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
  });
  // The UI loads the first entry of `urls` over the embedded document: v1 first, as before.
  SwaggerModule.setup('api/docs', app, documents.v1, {
    raw: false,
    explorer: true,
    customSiteTitle: 'Fördermittel API',
    swaggerOptions: {
      urls: VERSIONS.map((version) => ({
        name: `${version} (${API_VERSIONS[version].version})`,
        url: API_VERSIONS[version].json,
      })),
    },
  });
}
