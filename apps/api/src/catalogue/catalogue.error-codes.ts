import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the catalogue module. */
export const CATALOGUE_ERROR_CODES = defineErrorCodes({
  PROGRAM_NOT_FOUND: { status: 404, message: 'Förderprogramm wurde nicht gefunden.' },
} as const);
