import type { OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENT_EXTENSION } from './idempotent.decorator';
import { isStoredStatus } from './idempotency-key';
import './idempotency.error-codes';

type Node = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const KEY_PARAMETER = { $ref: '#/components/parameters/IdempotencyKey' };

const paragraph = (operations: string[]): string => `

**Idempotenz.** Diese Operationen legen etwas an oder ändern etwas und nehmen einen \`Idempotency-Key\` an
(1 bis 255 druckbare ASCII-Zeichen, am besten eine zufällige UUID je Vorgang; sonst 400): ${operations.join(', ')}.
Wird dieselbe Anfrage (Methode, Pfad samt Query, Anfragekörper; die Reihenfolge der Felder zählt nicht) mit
demselben Schlüssel innerhalb von 24 Stunden wiederholt, führt die API sie nicht erneut aus, sondern antwortet mit
Status und Körper der ersten Antwort und dem Header \`Idempotent-Replayed: true\`. Gespeichert werden Erfolge (2xx)
und endgültige Fehler (4xx außer 409 und 429, auch 400 und 404); nach einem 5xx darf derselbe Schlüssel sofort
erneut gesendet werden. Derselbe Schlüssel mit einer anderen Anfrage: 422 \`IDEMPOTENCY_KEY_REUSED\`. Läuft die erste
Anfrage noch: 409 \`IDEMPOTENCY_KEY_IN_FLIGHT\` mit \`Retry-After: 1\`. Schlüssel gelten je Mandant und getrennt für
Sandbox- und Live-Zugänge (ein \`fm_test_\`-Zugang erhält nie die Antwort eines Live-Zugangs); nach 24 Stunden
verfallen sie und dürfen neu verwendet werden (abgelaufene Einträge werden beim nächsten Schreiben entfernt).
Von Authentifizierung oder Limits abgelehnte Aufrufe (401, 403, 429) speichern nichts. Gespeicherte Antworten liegen
verschlüsselt vor, denn einige enthalten einmalig angezeigte Geheimnisse. Alle anderen Operationen ignorieren den
Header: \`POST /api/v1/matches\` ist eine reine Abfrage, \`POST /api/v1/oauth/token\` und
\`POST /api/v2/developer/sandbox-token\` stellen Zugangsdaten aus, die nie gespeichert werden.`;

const PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Optional. Macht Wiederholungen sicher: dieselbe Anfrage mit demselben Schlüssel wird 24 Stunden lang nur einmal ausgeführt.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[ -~]+$' },
};
const REPLAYED = {
  description:
    '`true`, wenn die Antwort die gespeicherte Antwort einer früheren Anfrage mit demselben `Idempotency-Key` ist.',
  schema: { type: 'string', enum: ['true'] },
};
const IN_FLIGHT =
  'Eine Anfrage mit demselben `Idempotency-Key` läuft noch (`IDEMPOTENCY_KEY_IN_FLIGHT`, mit `Retry-After`).';
const REUSED =
  'Der `Idempotency-Key` wurde schon für eine andere Anfrage verwendet (`IDEMPOTENCY_KEY_REUSED`).';
const INVALID =
  'Ungültige Parameter, ungültiger Anfragekörper oder ungültiger `Idempotency-Key` (ValidationErrorResponse).';
const FAILED =
  'Unerwarteter Fehler (`INTERNAL_ERROR`): nichts wird gespeichert, dieselbe Anfrage darf mit demselben `Idempotency-Key` wiederholt werden.';

const RETRY_AFTER = { description: 'Sekunden bis zum nächsten Versuch.', schema: { type: 'integer' } };

/** What a replay can answer: a stored status, but not 413/415, which the body parser gives before any handler. */
const replayable = (status: number): boolean => isStoredStatus(status) && status !== 413 && status !== 415;

/** A status the operation documents already (e.g. a 409 of its own) gets the second meaning added. */
const alsoAnswers = (response: Node | undefined, description: string, content: Node): Node =>
  response
    ? { ...response, description: `${String(response.description)} Oder: ${description}` }
    : { description, content };

/**
 * Documents the operations marked `@Idempotent()`: the reusable `Idempotency-Key` parameter, the
 * `Idempotent-Replayed` header on every answer a replay can give, 409, 422, the 400 of a bad
 * key and the 500 after which a retry runs anew, plus the paragraph of the API description. Runs before
 * `applySecurity`, whose 400 has no `issues`.
 */
export function documentIdempotency(
  document: OpenAPIObject,
  errorRef: string,
  validationRef: string,
): OpenAPIObject {
  const marked: string[] = [];
  for (const [path, item] of Object.entries(document.paths) as [string, Node][]) {
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation?.[IDEMPOTENT_EXTENSION]) continue;
      delete operation[IDEMPOTENT_EXTENSION];
      marked.push(`\`${method.toUpperCase()} ${path}\``);
      operation.parameters = [...((operation.parameters as unknown[]) ?? []), KEY_PARAMETER];
      const responses = (operation.responses ??= {}) as Record<string, Node>;
      const json = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });
      responses['400'] = { ...responses['400'], description: INVALID, content: json(validationRef) };
      responses['409'] = alsoAnswers(responses['409'], IN_FLIGHT, json(errorRef));
      responses['409'].headers = { ...(responses['409'].headers as Node), 'Retry-After': RETRY_AFTER };
      responses['422'] = alsoAnswers(responses['422'], REUSED, json(errorRef));
      responses['500'] ??= { description: FAILED, content: json(errorRef) };
      for (const [status, response] of Object.entries(responses))
        if (replayable(Number(status)))
          response.headers = { ...(response.headers as Node), 'Idempotent-Replayed': REPLAYED };
    }
  }
  const components = (document.components ??= {}) as Node;
  components.parameters = { ...(components.parameters as Node), IdempotencyKey: PARAMETER };
  document.info.description = `${document.info.description ?? ''}${paragraph(marked.sort())}`;
  return document;
}
