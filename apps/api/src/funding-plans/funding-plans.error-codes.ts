import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the funding-plans module. */
export const FUNDING_PLAN_ERROR_CODES = defineErrorCodes({
  FUNDING_PLAN_NOT_FOUND: { status: 404, message: 'Förderplan wurde nicht gefunden.' },
  FUNDING_PLAN_UNKNOWN_PROGRAM: {
    status: 404,
    message: 'Ein angegebenes Programm ist im Katalog des Mandanten nicht vorhanden.',
  },
  FUNDING_PLAN_NO_COSTS: {
    status: 400,
    message: 'Das Projekt braucht förderfähige Kosten größer 0 in mindestens einer Kostenart.',
  },
  FUNDING_PLAN_DEMINIMIS_GRANT_IN_FUTURE: {
    status: 400,
    message: 'Eine bereits gewährte De-minimis-Beihilfe hat ein Bewilligungsdatum in der Zukunft.',
  },
  FUNDING_PLAN_DATES_INVALID: {
    status: 400,
    message: 'Datumsangaben ungültig: erwartet ist ein Kalendertag JJJJ-MM-TT.',
  },
} as const);
