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
  CATALOGUE_SYNC_SOURCE_MISSING: {
    status: 409,
    message: 'Keine Quelle für den Import konfiguriert (PROGRAM_SYNC_SOURCE_URL ist nicht gesetzt).',
  },
  CATALOGUE_SYNC_RUNNING: {
    status: 409,
    message: 'Ein anderer Import der Förderdatenbank läuft gerade; bitte nach seinem Ende erneut starten.',
  },
  PROGRAM_DETAILS_NOT_FOUND: {
    status: 404,
    message: 'Zu diesem Förderprogramm liegen keine Angaben der Förderdatenbank vor.',
  },
  PROGRAM_TERMS_NOT_FOUND: {
    status: 404,
    message: 'Förderprogramm nicht gefunden.',
  },
  TERM_PROPOSAL_NOT_FOUND: {
    status: 404,
    message: 'Für dieses Programm gibt es keinen Vorschlag zu dieser Angabe.',
  },
  TERM_PROPOSAL_CONDITIONAL: {
    status: 409,
    message:
      'Der Vorschlag gilt nur unter einer Bedingung und kann so nicht bestätigt werden; bitte korrigieren oder ablehnen.',
  },
} as const);
