import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the access module: credentials, OAuth, quotas. */
export const ACCESS_ERROR_CODES = defineErrorCodes({
  TENANT_NOT_FOUND: { status: 404, message: 'Mandant wurde nicht gefunden.' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, message: 'Nur grant_type=client_credentials wird unterstützt.' },
  INVALID_SCOPE: { status: 400, message: 'Der angefragte Scope ist unbekannt oder nicht freigegeben.' },
  INVALID_CLIENT: { status: 401, message: 'Client-Authentifizierung fehlgeschlagen.' },
  SCOPE_NOT_GRANTED: {
    status: 403,
    message: 'Diese Berechtigungen können mit dem verwendeten Zugang nicht vergeben werden.',
  },
  SANDBOX_CREDENTIAL_FORBIDDEN: {
    status: 403,
    message:
      'Ein Sandbox-Zugang kann keine Tokens ausstellen und keine Schlüssel oder OAuth-Clients anlegen oder widerrufen.',
  },
  API_KEY_NOT_FOUND: { status: 404, message: 'API-Schlüssel wurde nicht gefunden.' },
  OAUTH_CLIENT_NOT_FOUND: { status: 404, message: 'OAuth-Client wurde nicht gefunden.' },
  OAUTH_CLIENT_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an OAuth-Clients des Tarifs ist erreicht.',
  },
  API_KEY_LIMIT_REACHED: {
    status: 409,
    message:
      'Die Höchstzahl aktiver API-Schlüssel des Tarifs ist erreicht. Widerrufen Sie zuerst einen Schlüssel.',
  },
  QUOTA_EXCEEDED: { status: 429, message: 'Das Monatskontingent des Tarifs ist ausgeschöpft.' },
} as const);
