import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { addSecuritySchemes, applySecurity } from '../auth/openapi-security';
import { registeredErrorCodes } from '../errors/error-catalogue';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { JSON_BODY_LIMITS } from '../errors/json-body-limits';
import {
  AMOUNT_DECIMALS,
  MAX_AMOUNT_EUR,
  MAX_COMPANY_AGE_YEARS,
  MAX_EMPLOYEES,
  MAX_PATH_PARAMETER_LENGTH,
} from '../validation/input-bounds';
import { documentIdempotency } from '../idempotency/openapi-idempotency';
import { documentPlatformResponses } from './document-platform-responses';
import { toOpenApi31 } from './openapi-3-1';

function errorCodeTable(): string {
  const rows = registeredErrorCodes().map(
    ([code, { status, message }]) => `| \`${code}\` | ${status} | ${message} |`,
  );
  return ['| code | HTTP | error |', '|---|---|---|', ...rows].join('\n');
}

const de = (n: number) => n.toLocaleString('de-DE');

/** The bounds of docs/adr/0003, from the constants that enforce them. */
function inputLimits(): string {
  const { maxDepth, maxKeys, maxItems } = JSON_BODY_LIMITS;
  return `**Eingabegrenzen.** JSON-Körper: höchstens ${maxDepth} Ebenen Verschachtelung (\`BODY_TOO_DEEP\`), \
${maxKeys} Felder je Objekt und ${de(maxItems)} Einträge je Array (\`BODY_TOO_COMPLEX\`), kein Feld doppelt \
(\`DUPLICATE_KEY\`); jeweils 400 mit \`issues\`. Zeichenketten in Körper, Query, Pfad und Headern dürfen weder \
NUL noch einzelne UTF-16-Surrogate enthalten: 400 \`INVALID_STRING\` (abgelehnt, nicht entfernt). Als UUID \
gespeicherte Ids müssen UUIDs sein (400 \`INVALID_ID\`; eine unbekannte UUID: 404). Pfadparameter höchstens \
${MAX_PATH_PARAMETER_LENGTH} Zeichen (414 \`PARAMETER_TOO_LONG\`); ungültige %-Kodierung in der URL: 400 \
\`INVALID_URL\`. Beträge in EUR höchstens ${de(MAX_AMOUNT_EUR)} mit höchstens ${AMOUNT_DECIMALS} \
Nachkommastellen: mehr Nachkommastellen werden mit 400 abgelehnt, nicht gerundet. Beschäftigte höchstens \
${de(MAX_EMPLOYEES)}, Unternehmensalter höchstens ${de(MAX_COMPANY_AGE_YEARS)} Jahre.`;
}

const description = (): string => `
REST-Schnittstelle für deutsche Fördermittel: Programmkatalog, Förderrechner und Matching.

**Fehler.** Jeder Fehler ist JSON \`{ error, code, details? }\` mit deutschem \`error\`-Text und stabilem \`code\`;
Validierungsfehler (400) ergänzen \`issues: [{ path, message }]\`, \`path\` als Array (z. B. \`["applicantProfile","employeeCount"]\`).
Unbekannte und doppelt angegebene Parameter sowie unbekannte Felder im Anfragekörper werden mit 400 abgelehnt.
Unbekannte Pfade antworten 404 \`ROUTE_NOT_FOUND\`. Kein Eingabefehler führt zu 500.

${inputLimits()}

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
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto, ValidationErrorResponseDto],
  });
  const errorRef = '#/components/schemas/ErrorResponse';
  const validationRef = '#/components/schemas/ValidationErrorResponse';
  const idempotent = documentIdempotency(
    documentPlatformResponses(document, errorRef, validationRef),
    errorRef,
    validationRef,
  );
  return toOpenApi31(applySecurity(idempotent, errorRef));
}
