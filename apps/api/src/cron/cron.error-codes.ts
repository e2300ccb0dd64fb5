import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the scheduled-job triggers. */
export const CRON_ERROR_CODES = defineErrorCodes({
  JOB_NOT_AVAILABLE: {
    status: 501,
    message: 'Dieser geplante Job ist in dieser Version noch nicht verfügbar.',
  },
  CRON_RUN_NOT_FOUND: { status: 404, message: 'Lauf eines geplanten Jobs wurde nicht gefunden.' },
} as const);
