import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the calculations module. */
export const CALCULATION_ERROR_CODES = defineErrorCodes({
  CALCULATION_NOT_FOUND: { status: 404, message: 'Berechnung wurde nicht gefunden.' },
} as const);
