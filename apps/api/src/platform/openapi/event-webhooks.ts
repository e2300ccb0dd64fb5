import { getSchemaPath } from '@nestjs/swagger';
import { registeredEventTypes, type RegisteredEventType } from '../events/event-types';

/** Standard Webhooks headers of every delivery (README "Webhooks: how a receiver verifies a delivery"). */
const SIGNATURE_HEADERS = [
  ['webhook-id', 'Ereignis-ID (`msg_…`), bei jeder Wiederholung gleich: zum Deduplizieren.'],
  ['webhook-timestamp', 'Sekunden seit 1970 (UTC), Teil der Signatur.'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 von "id.timestamp.body">` mit dem `whsec_…`-Geheimnis; nach einer Rotation 24 h zwei, durch Leerzeichen getrennt.',
  ],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

const RESPONSES = {
  '2XX': { description: 'Empfang bestätigt (schnell antworten, danach verarbeiten).' },
  '410': { description: 'Der Endpunkt wird deaktiviert; keine weiteren Zustellungen.' },
  '429': {
    description: 'Später erneut: der nächste Versuch wartet mindestens `Retry-After`.',
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } },
  },
  '503': {
    description: 'Wie 429.',
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } },
  },
  default: {
    description: 'Jede andere Antwort, ein Timeout oder ein Netzfehler: erneuter Versuch nach Zeitplan.',
  },
};

const camel = (name: string) =>
  name.replace(/[._]([a-z])/g, (_match: string, letter: string) => letter.toUpperCase());

function webhookOf(event: RegisteredEventType): Record<string, unknown> {
  return {
    post: {
      operationId: `${camel(event.name)}Event`,
      summary: event.name,
      description: `${event.description}\n\nVeröffentlicht vom Modul \`${event.owner}\`.`,
      tags: ['Webhooks'],
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['type', 'timestamp', 'data'],
              properties: {
                type: { type: 'string', const: event.name },
                timestamp: { type: 'string', format: 'date-time', description: 'Wann es geschah (UTC).' },
                data: { $ref: getSchemaPath(event.payload) },
              },
            },
          },
        },
      },
      responses: RESPONSES,
    },
  };
}

/**
 * The OpenAPI 3.1 `webhooks` object: one entry per registered event type, the POST a receiver gets, its body
 * `{ type, timestamp, data }` with `data` the payload class's schema (which must be among the document's
 * models: see `eventPayloadModels`).
 */
export function eventWebhooks(): Record<string, unknown> {
  return Object.fromEntries(registeredEventTypes().map((event) => [event.name, webhookOf(event)]));
}

/** The payload classes, for `createDocument`'s `extraModels`, so that their schemas are generated. */
export function eventPayloadModels(): Array<RegisteredEventType['payload']> {
  return registeredEventTypes().map((event) => event.payload);
}
