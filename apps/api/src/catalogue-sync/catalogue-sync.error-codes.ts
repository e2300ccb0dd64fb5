import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the catalogue sync. */
export const CATALOGUE_SYNC_ERROR_CODES = defineErrorCodes({
  PROGRAM_HISTORY_NOT_FOUND: {
    status: 404,
    message: 'Für dieses Förderprogramm ist keine Historie bekannt.',
  },
  CATALOGUE_SYNC_RUN_NOT_FOUND: {
    status: 404,
    message: 'Kein Importlauf mit dieser Id, oder er hat keine Vorschau (vor der Prüfung beendet).',
  },
} as const);
