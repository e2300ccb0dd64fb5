import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { addSecuritySchemes, applySecurity } from '../auth/openapi-security';
import { registeredErrorCodes } from '../errors/error-catalogue';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { documentPlatformResponses } from './document-platform-responses';
import { completeEventTypeSchema } from './event-type-schema';
import { toOpenApi31 } from './openapi-3-1';

function errorCodeTable(): string {
  const rows = registeredErrorCodes().map(
    ([code, { status, message }]) => `| \`${code}\` | ${status} | ${message} |`,
  );
  return ['| code | HTTP | error |', '|---|---|---|', ...rows].join('\n');
}

const description = (): string => `
REST-Schnittstelle für deutsche Fördermittel: Programmkatalog, Förderrechner und Matching.

**Fehler.** Jeder Fehler ist JSON \`{ error, code, details? }\` mit deutschem \`error\`-Text und stabilem \`code\`;
Validierungsfehler (400) ergänzen \`issues: [{ path, message }]\`, \`path\` als Array (z. B. \`["applicantProfile","employeeCount"]\`).
Unbekannte und doppelt angegebene Parameter sowie unbekannte Felder im Anfragekörper werden mit 400 abgelehnt.
Unbekannte Pfade antworten 404 \`ROUTE_NOT_FOUND\`. Kein Eingabefehler führt zu 500.

${errorCodeTable()}
`;

/** The OpenAPI 3.1 document of the running app (served at /api/openapi.json and as Swagger UI at /api/docs). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = addSecuritySchemes(new DocumentBuilder())
    .setTitle('Fördermittel API')
    .setVersion('1.0.0')
    .setOpenAPIVersion('3.1.0')
    .setDescription(description().trim())
    .addServer('http://localhost:3000', 'Lokale Entwicklung')
    .build();
  const document = completeEventTypeSchema(
    SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] }),
  );
  const errorRef = '#/components/schemas/ErrorResponse';
  return toOpenApi31(applySecurity(documentPlatformResponses(document, errorRef), errorRef));
}
