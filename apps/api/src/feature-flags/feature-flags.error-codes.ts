import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the feature-flags module. */
export const FEATURE_FLAG_ERROR_CODES = defineErrorCodes({
  FEATURE_FLAG_NOT_FOUND: { status: 404, message: 'Feature-Flag wurde nicht gefunden.' },
  FEATURE_FLAG_VERSION_NOT_FOUND: { status: 404, message: 'Diese Version des Feature-Flags gibt es nicht.' },
  FEATURE_FLAG_KEY_TAKEN: { status: 409, message: 'Ein Feature-Flag mit diesem Schlüssel gibt es schon.' },
  FEATURE_FLAG_VERSION_MISMATCH: {
    status: 412,
    message: 'Das Feature-Flag wurde inzwischen geändert (If-Match passt nicht).',
  },
  FEATURE_FLAG_ARCHIVED: {
    status: 409,
    message: 'Das Feature-Flag ist archiviert; erst wiederherstellen (archived: false), dann ändern.',
  },
  FEATURE_FLAG_SANDBOX_READ_ONLY: {
    status: 403,
    message: 'Feature-Flags ändert nur ein Live-Zugang des Betreibers, kein Sandbox-Zugang.',
  },
  OFREP_INVALID_CONTEXT: {
    status: 400,
    message: 'Der Auswertungskontext ist ungültig (OFREP INVALID_CONTEXT).',
  },
  OFREP_PARSE_ERROR: {
    status: 400,
    message: 'Der Anfragekörper ist kein OFREP-Auswertungsauftrag (OFREP PARSE_ERROR).',
  },
  OFREP_TARGETING_KEY_MISSING: {
    status: 400,
    message: 'Für dieses Flag fehlt der targetingKey im Kontext (OFREP TARGETING_KEY_MISSING).',
  },
  OFREP_EVALUATION_FAILED: {
    status: 400,
    message: 'Das Flag konnte nicht ausgewertet werden (OFREP GENERAL).',
  },
} as const);

/** The API's own code and German text beside each OFREP error code (spec 7: every error has both). */
export const OFREP_ERROR_CODES = {
  FLAG_NOT_FOUND: 'FEATURE_FLAG_NOT_FOUND',
  INVALID_CONTEXT: 'OFREP_INVALID_CONTEXT',
  PARSE_ERROR: 'OFREP_PARSE_ERROR',
  TARGETING_KEY_MISSING: 'OFREP_TARGETING_KEY_MISSING',
  GENERAL: 'OFREP_EVALUATION_FAILED',
} as const satisfies Record<string, keyof typeof FEATURE_FLAG_ERROR_CODES>;

export type OfrepErrorCode = keyof typeof OFREP_ERROR_CODES;

/** An OFREP error body that is also the API's error shape: `errorCode`/`errorDetails` plus `code`/`error`. */
export function ofrepError(errorCode: OfrepErrorCode, errorDetails: string) {
  const code = OFREP_ERROR_CODES[errorCode];
  return { errorCode, errorDetails, code, error: FEATURE_FLAG_ERROR_CODES[code].message };
}
