import type { DocumentBuilder, OpenAPIObject } from '@nestjs/swagger';

type Operation = {
  responses?: Record<string, unknown>;
  parameters?: unknown[];
  security?: unknown[];
  [k: string]: unknown;
};

const AUTH_RESPONSES: Record<string, string> = {
  '400':
    'Ungültige Anfrage, auch: zwei verschiedene Zugangsdaten, ein Zugangs-Header doppelt, Zugang in der URL, leeres X-Tenant-Id.',
  '401': 'Zugang fehlt oder ist ungültig (immer dieselbe Antwort, mit `WWW-Authenticate`).',
  '403': 'X-Tenant-Id nennt einen anderen Mandanten, oder dem Zugang fehlt ein Scope.',
  '429': '`RATE_LIMITED` (Burst) oder `QUOTA_EXCEEDED` (Monat), mit `Retry-After`.',
};
const TENANT_HEADER = {
  name: 'X-Tenant-Id',
  in: 'header',
  required: false,
  description: 'Optional. Nur der Mandant des Zugangs ist erlaubt (sonst 403); leer: 400.',
  schema: { type: 'string', minLength: 1 },
};
const RATE_HEADERS = {
  'RateLimit-Policy': {
    description: 'z. B. `"burst";q=10;w=1, "monthly";q=10000`',
    schema: { type: 'string' },
  },
  RateLimit: { description: 'z. B. `"burst";r=7;t=1, "monthly";r=9120;t=86400`', schema: { type: 'string' } },
};

const AUTH_DESCRIPTION = `

**Authentifizierung.** Jede Operation außer \`/health\`, \`/health/ready\`, der Dokumentation, \`/.well-known/jwks.json\`
und \`POST /api/v1/oauth/token\` braucht einen Zugang: einen API-Schlüssel (\`fm_live_…\`, Sandbox \`fm_test_…\`) als
\`Authorization: Bearer <key>\` oder \`X-API-Key: <key>\`, oder ein JWT aus dem Token-Endpunkt (OAuth 2.0 Client
Credentials, ES256, 15 Minuten). Werden beide Header gesendet, müssen sie gleich sein (sonst 400
\`CONFLICTING_CREDENTIALS\`; kein Header hat Vorrang); derselbe Header zweimal: 400 \`DUPLICATE_CREDENTIAL_HEADER\`.
Zugangsdaten in der URL werden mit 400 abgelehnt. Jeder ungültige, unbekannte, widerrufene oder abgelaufene Zugang
erhält dieselbe 401-Antwort mit \`WWW-Authenticate\`. Ein Token gilt nur, solange der Schlüssel oder OAuth-Client,
der es ausgestellt hat, weder widerrufen noch abgelaufen ist (spätestens 5 Sekunden nach dem Widerruf).

**Sandbox.** Sandbox-Zugänge (\`fm_test_…\`-Schlüssel, Sandbox-Tokens, Zugänge von Sandbox-Mandanten) sehen und
erzeugen nur Sandbox-Daten und verwalten keine Zugänge: Tokens ausstellen, Schlüssel oder OAuth-Clients anlegen
oder widerrufen antwortet 403 \`SANDBOX_CREDENTIAL_FORBIDDEN\`.

**Mandanten.** Der Mandant ergibt sich aus dem Zugang. \`X-Tenant-Id\` ist optional und darf nur diesen Mandanten
nennen (sonst 403 \`TENANT_FORBIDDEN\`, leer 400). Objekte anderer Mandanten antworten 404 wie unbekannte.

**Limits.** Burst-Limit je Zugang und Sekunde (\`burst\`) und je Mandant und Sekunde über alle seine Zugänge
(\`tenant-burst\`), Monatskontingent je Mandant und Kalendermonat in UTC (Reset am 1., 00:00 UTC): Free 100,
Developer 10.000, Scale 100.000, Unlimited unbegrenzt. Sandbox-Aufrufe zählen getrennt, auf ein eigenes
Monatsbudget (Free 1.000, Developer 10.000, Scale 50.000, Unlimited 100.000) und eigene Burst-Zähler; das
Live-Kontingent verbrauchen sie nicht. Jede authentifizierte Antwort trägt \`RateLimit-Policy\` und \`RateLimit\`
(draft-ietf-httpapi-ratelimit-headers) für das Budget ihres Zugangs; 429 mit \`Retry-After\` und \`code\`
\`RATE_LIMITED\` oder \`QUOTA_EXCEEDED\`. Fehlgeschlagene Authentifizierung und abgelehnte Aufrufe zählen nicht.
Stand: \`GET /api/v2/developer/quota\`.`;

/** The security schemes (spec section 5: API key as Bearer or X-API-Key; JWT from client credentials). */
export function addSecuritySchemes(builder: DocumentBuilder): DocumentBuilder {
  return builder
    .addSecurity('ApiKeyHeader', {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description: 'API-Schlüssel `fm_live_…` / `fm_test_…`.',
    })
    .addSecurity('BearerAuth', {
      type: 'http',
      scheme: 'bearer',
      description: 'API-Schlüssel oder JWT aus `/api/v1/oauth/token` als `Authorization: Bearer …`.',
    })
    .addSecurity('CronSecret', {
      type: 'http',
      scheme: 'bearer',
      description:
        'Nur die Auslöser geplanter Jobs (`/api/v2/cron/…`): das gemeinsame Geheimnis `CRON_SECRET` als `Authorization: Bearer …`.',
    })
    .addSecurity('OAuth2', {
      type: 'oauth2',
      flows: {
        clientCredentials: {
          tokenUrl: '/api/v1/oauth/token',
          scopes: {
            api: 'Alle gewöhnlichen Operationen',
            admin: 'Mandanten- und Schlüsselverwaltung, Admin-Bereiche',
          },
        },
      },
    });
}

/**
 * Every operation not marked `@Public()` requires a credential: it gets the security requirement, the
 * optional X-Tenant-Id header, the rate-limit headers and the 400/401/403/429 answers of the guards, so
 * modules added later are documented as protected without doing anything.
 */
export function applySecurity(document: OpenAPIObject, errorSchemaRef: string): OpenAPIObject {
  document.info.description = `${document.info.description ?? ''}${AUTH_DESCRIPTION}`;
  const content = { 'application/json': { schema: { $ref: errorSchemaRef } } };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, Operation>)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      if (operation['x-public'] === true) {
        delete operation['x-public'];
        // A public route that checks a credential of its own (the cron triggers) names it with @ApiSecurity.
        operation.security ??= [];
        continue;
      }
      const scopes = (operation['x-required-scopes'] as string[] | undefined) ?? ['api'];
      operation.security = [{ ApiKeyHeader: [] }, { BearerAuth: [] }, { OAuth2: scopes }];
      operation.parameters = [...(operation.parameters ?? []), TENANT_HEADER];
      const responses = (operation.responses ??= {});
      for (const [status, description] of Object.entries(AUTH_RESPONSES))
        responses[status] ??= { description, content };
      for (const [status, response] of Object.entries(responses)) {
        if (status.startsWith('2'))
          (response as { headers?: object }).headers = {
            ...RATE_HEADERS,
            ...(response as { headers?: object }).headers,
          };
      }
    }
  }
  return document;
}
