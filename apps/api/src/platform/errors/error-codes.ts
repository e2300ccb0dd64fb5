/**
 * Every `code` the API answers with, its HTTP status and its German text. Stable: clients branch on them.
 * The OpenAPI description lists this table (see platform/openapi).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Die Anfrage ist ungültig.' },
  INVALID_JSON: { status: 400, message: 'Der Anfragekörper ist kein gültiges JSON.' },
  BODY_REQUIRED: { status: 400, message: 'Der Anfragekörper fehlt.' },
  BAD_REQUEST: { status: 400, message: 'Die Anfrage kann nicht verarbeitet werden.' },
  BODY_TOO_DEEP: { status: 400, message: 'Der Anfragekörper ist zu tief verschachtelt.' },
  BODY_TOO_COMPLEX: { status: 400, message: 'Der Anfragekörper hat zu viele Felder oder Einträge.' },
  DUPLICATE_KEY: { status: 400, message: 'Der Anfragekörper nennt ein Feld mehrfach.' },
  INVALID_STRING: {
    status: 400,
    message: 'Die Anfrage enthält ein NUL-Zeichen oder ein einzelnes UTF-16-Surrogat.',
  },
  INVALID_ID: { status: 400, message: 'Die Id hat kein gültiges Format.' },
  INVALID_URL: { status: 400, message: 'Die URL ist nicht gültig kodiert.' },
  UNAUTHORIZED: { status: 401, message: 'Nicht authentifiziert: API-Schlüssel fehlt oder ist ungültig.' },
  CONFLICTING_CREDENTIALS: {
    status: 400,
    message:
      'Authorization und X-API-Key enthalten verschiedene Zugangsdaten: bitte nur einen Zugang senden.',
  },
  CREDENTIAL_IN_QUERY: {
    status: 400,
    message:
      'Zugangsdaten gehören nicht in die URL: bitte den Header Authorization oder X-API-Key verwenden.',
  },
  INVALID_TENANT_HEADER: { status: 400, message: 'Der Header X-Tenant-Id ist leer oder mehrfach angegeben.' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, message: 'Nur grant_type=client_credentials wird unterstützt.' },
  INVALID_SCOPE: { status: 400, message: 'Der angefragte Scope ist unbekannt oder nicht freigegeben.' },
  INVALID_CLIENT: { status: 401, message: 'Client-Authentifizierung fehlgeschlagen.' },
  FORBIDDEN: { status: 403, message: 'Keine Berechtigung für diese Aktion.' },
  TENANT_FORBIDDEN: { status: 403, message: 'Dieser Zugang gilt nicht für den angegebenen Mandanten.' },
  INSUFFICIENT_SCOPE: { status: 403, message: 'Dem Zugang fehlt die nötige Berechtigung (Scope).' },
  SCOPE_NOT_GRANTED: {
    status: 403,
    message: 'Diese Berechtigungen können mit dem verwendeten Zugang nicht vergeben werden.',
  },
  API_KEY_NOT_FOUND: { status: 404, message: 'API-Schlüssel wurde nicht gefunden.' },
  OAUTH_CLIENT_NOT_FOUND: { status: 404, message: 'OAuth-Client wurde nicht gefunden.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Dieser Pfad existiert nicht.' },
  PROGRAM_NOT_FOUND: { status: 404, message: 'Förderprogramm wurde nicht gefunden.' },
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, message: 'Webhook-Endpunkt wurde nicht gefunden.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: 'Webhook-Zustellung wurde nicht gefunden.' },
  WEBHOOKS_NOT_IN_PLAN: { status: 403, message: 'Webhooks sind im Tarif Free nicht enthalten.' },
  WEBHOOK_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an Webhook-Endpunkten des Tarifs ist erreicht.',
  },
  WEBHOOK_URL_REJECTED: {
    status: 400,
    message: 'Die Webhook-URL ist nicht zulässig: nur https, ohne Zugangsdaten, keine internen Adressen.',
  },
  WEBHOOK_NO_ENABLED_ENDPOINT: {
    status: 409,
    message: 'Es gibt keinen aktiven Webhook-Endpunkt für dieses Ereignis.',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Diese Methode ist für den Pfad nicht erlaubt.' },
  REQUEST_TIMEOUT: { status: 408, message: 'Die Anfrage kam nicht rechtzeitig vollständig an.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Der Anfragekörper ist zu groß.' },
  PARAMETER_TOO_LONG: { status: 414, message: 'Ein Pfadparameter ist zu lang.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Nicht unterstützter Content-Type: bitte application/json senden.',
  },
  RATE_LIMITED: { status: 429, message: 'Zu viele Anfragen: Ratenlimit überschritten.' },
  QUOTA_EXCEEDED: { status: 429, message: 'Das Monatskontingent des Tarifs ist ausgeschöpft.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Die Header der Anfrage sind zu groß.' },
  NOT_READY: { status: 503, message: 'Der Dienst ist noch nicht bereit.' },
  INTERNAL_ERROR: { status: 500, message: 'Interner Fehler. Bitte später erneut versuchen.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Status for a domain error code not in the table above: the `NotFoundError` family answers 404. */
export function statusOfCode(code: string): number | undefined {
  return (ERROR_CODES as Record<string, { status: number }>)[code]?.status;
}
