import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { addSecuritySchemes, applySecurity } from '../auth/openapi-security';
import { registeredErrorCodes } from '../errors/error-catalogue';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { JSON_BODY_LIMITS } from '../errors/json-body-limits';
import { documentIdempotency } from '../idempotency/openapi-idempotency';
import {
  AMOUNT_DECIMALS,
  MAX_AMOUNT_EUR,
  MAX_COMPANY_AGE_YEARS,
  MAX_EMPLOYEES,
  MAX_PATH_PARAMETER_LENGTH,
} from '../validation/input-bounds';
import type { ApiVersion } from './api-versions';
import { documentPlatformResponses } from './document-platform-responses';
import { eventPayloadModels, eventWebhooks } from './event-webhooks';
import { completeEventTypeSchema } from './event-type-schema';
import { toOpenApi31 } from './openapi-3-1';
import { documentForVersion } from './split-by-version';

export type OpenApiDocuments = Record<ApiVersion, OpenAPIObject>;

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

const DOCUMENTS = `
**Beschreibungen.** Zwei Dokumente (Spezifikation Abschnitt 9): \`/api/v1/openapi.json\` (1.0.0, die
\`/api/v1\`-Operationen, keine Webhooks) und \`/api/v2/openapi.json\` (2.0.0, die \`/api/v2\`-Operationen und im
\`webhooks\`-Objekt jedes ausgehende Ereignis mit seinem Payload), beide auch als \`.yaml\` und in der Swagger UI unter
\`/api/docs\` wählbar. Die versionsneutralen Routen \`/health\`, \`/health/ready\` und \`/.well-known/jwks.json\` stehen
in beiden. \`/api/openapi.json\` (und \`.yaml\`) liefert weiterhin das v1-Dokument: wer es bisher las, erhält
unverändert den v1-Vertrag mit Version 1.0.0.`;

const INTRODUCTIONS: Record<ApiVersion, string> = {
  v1: 'REST-Schnittstelle für deutsche Fördermittel: Programmkatalog, Förderrechner und Matching.',
  v2: `Erweiterte Schnittstelle: Entwicklerportal (Kontingent, OAuth-Clients, Sandbox-Token), Webhooks und
Mandantenverwaltung. Ausgehende Ereignisse stehen im \`webhooks\`-Objekt: jede Zustellung ist ein POST von
\`{ type, timestamp, data }\`, signiert nach Standard Webhooks (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`),
mindestens einmal und ohne zugesicherte Reihenfolge; Katalog auch unter \`GET /api/v2/developer/webhooks/event-types\`.`,
};

const description = (): string => `
**Fehler.** Jeder Fehler ist JSON \`{ error, code, details? }\` mit deutschem \`error\`-Text und stabilem \`code\`;
Validierungsfehler (400) ergänzen \`issues: [{ path, message }]\`, \`path\` als Array (z. B. \`["applicantProfile","employeeCount"]\`).
Unbekannte und doppelt angegebene Parameter sowie unbekannte Felder im Anfragekörper werden mit 400 abgelehnt.
Unbekannte Pfade antworten 404 \`ROUTE_NOT_FOUND\`. Kein Eingabefehler führt zu 500.

${inputLimits()}
${DOCUMENTS}

${errorCodeTable()}
`;

/**
 * The OpenAPI 3.1 descriptions of the running app, v1 and v2 (served by `serveOpenApi`). Built from one scan
 * of all controllers, then split by path prefix; called at bootstrap after every feature module was imported,
 * so the registries (error codes, event types) are complete.
 */
export function buildOpenApiDocuments(app: INestApplication): OpenApiDocuments {
  const config = addSecuritySchemes(new DocumentBuilder())
    .setTitle('Fördermittel API')
    .setOpenAPIVersion('3.1.0')
    .setDescription(description().trim())
    .addServer('http://localhost:3000', 'Lokale Entwicklung')
    .build();
  const scanned = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto, ValidationErrorResponseDto, ...eventPayloadModels()],
  });
  const errorRef = '#/components/schemas/ErrorResponse';
  const validationRef = '#/components/schemas/ValidationErrorResponse';
  const idempotent = documentIdempotency(
    documentPlatformResponses(completeEventTypeSchema(scanned), errorRef, validationRef),
    errorRef,
    validationRef,
  );
  const whole = applySecurity(idempotent, errorRef);
  const webhooks = eventWebhooks();
  return {
    v1: toOpenApi31(documentForVersion(whole, 'v1', INTRODUCTIONS.v1, webhooks)),
    v2: toOpenApi31(documentForVersion(whole, 'v2', INTRODUCTIONS.v2, webhooks)),
  };
}
