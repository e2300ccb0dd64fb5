import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the catalogue sync. */
export const CATALOGUE_SYNC_ERROR_CODES = defineErrorCodes({
  PROGRAM_HISTORY_NOT_FOUND: {
    status: 404,
    message: 'Für dieses Förderprogramm ist keine Historie bekannt.',
  },
} as const);
