import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the analytics module. Per-event refusals of a batch are listed in `EVENT_REFUSAL_CODES`. */
export const ANALYTICS_ERROR_CODES = defineErrorCodes({
  ANALYTICS_BATCH_TOO_LARGE: {
    status: 413,
    message: 'Der Stapel enthält mehr Ereignisse, als der Tarif in einer Anfrage erlaubt.',
  },
  ANALYTICS_REPORT_NOT_FOUND: { status: 404, message: 'Der geplante Bericht wurde nicht gefunden.' },
  ANALYTICS_REPORT_RUN_NOT_FOUND: { status: 404, message: 'Der Berichtslauf wurde nicht gefunden.' },
  ANALYTICS_QUERY_INVALID: {
    status: 400,
    message: 'Die Abfrage ist nicht auswertbar.',
  },
} as const);
