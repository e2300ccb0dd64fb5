import { defineErrorCodes, errorDefinition } from './error-catalogue';

/**
 * The kernel's codes (validation, authentication, framework errors), their HTTP status and German text.
 * Stable: clients branch on them. Feature modules register theirs beside their errors; the OpenAPI
 * description lists all of them (see platform/openapi).
 */
export const ERROR_CODES = defineErrorCodes({
  VALIDATION_FAILED: { status: 400, message: 'Die Anfrage ist ungültig.' },
  PERSONAL_DATA: {
    status: 400,
    message: 'Die Anfrage enthält personenbezogene Daten (etwa eine E-Mail-Adresse) in einem Freitextfeld.',
  },
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
  DUPLICATE_CREDENTIAL_HEADER: {
    status: 400,
    message: 'Authorization oder X-API-Key ist mehrfach angegeben: bitte jeden Header nur einmal senden.',
  },
  CREDENTIAL_IN_QUERY: {
    status: 400,
    message:
      'Zugangsdaten gehören nicht in die URL: bitte den Header Authorization oder X-API-Key verwenden.',
  },
  INVALID_TENANT_HEADER: { status: 400, message: 'Der Header X-Tenant-Id ist leer oder mehrfach angegeben.' },
  FORBIDDEN: { status: 403, message: 'Keine Berechtigung für diese Aktion.' },
  TENANT_FORBIDDEN: { status: 403, message: 'Dieser Zugang gilt nicht für den angegebenen Mandanten.' },
  INSUFFICIENT_SCOPE: { status: 403, message: 'Dem Zugang fehlt die nötige Berechtigung (Scope).' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Dieser Pfad existiert nicht.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Diese Methode ist für den Pfad nicht erlaubt.' },
  REQUEST_TIMEOUT: { status: 408, message: 'Die Anfrage kam nicht rechtzeitig vollständig an.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Der Anfragekörper ist zu groß.' },
  PARAMETER_TOO_LONG: { status: 414, message: 'Ein Pfadparameter ist zu lang.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Nicht unterstützter Content-Type: bitte application/json senden.',
  },
  RATE_LIMITED: { status: 429, message: 'Zu viele Anfragen: Ratenlimit überschritten.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Die Header der Anfrage sind zu groß.' },
  NOT_READY: { status: 503, message: 'Der Dienst ist noch nicht bereit.' },
  INTERNAL_ERROR: { status: 500, message: 'Interner Fehler. Bitte später erneut versuchen.' },
} as const);

export type ErrorCode = keyof typeof ERROR_CODES;

/** Status of any registered code (kernel or feature); unregistered ones fall back in the filter. */
export function statusOfCode(code: string): number | undefined {
  return errorDefinition(code)?.status;
}
