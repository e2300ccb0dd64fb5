import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the video module. */
export const VIDEO_ERROR_CODES = defineErrorCodes({
  VIDEO_JOB_NOT_FOUND: { status: 404, message: 'Der Video-Auftrag wurde nicht gefunden.' },
  VIDEO_SOURCE_NOT_FOUND: {
    status: 404,
    message: 'Das Programm oder die Berechnung für das Video wurde nicht gefunden.',
  },
  VIDEO_NOT_IN_PLAN: { status: 403, message: 'Videos sind im Tarif nicht enthalten.' },
  VIDEO_SWITCHED_OFF: {
    status: 403,
    message: 'Videos sind für diesen Zugang vorübergehend abgeschaltet, obwohl der Tarif sie enthält.',
  },
  VIDEO_RENDER_LIMIT_REACHED: {
    status: 409,
    message: 'Die Zahl der Videos dieses Monats laut Tarif ist erreicht.',
  },
  VIDEO_UNAVAILABLE: {
    status: 503,
    message: 'Videos sind auf diesem Server nicht verfügbar: ffmpeg, espeak-ng oder die Schriften fehlen.',
  },
  VIDEO_LINK_INVALID: { status: 403, message: 'Der Download-Link ist ungültig.' },
  VIDEO_LINK_EXPIRED: {
    status: 410,
    message: 'Der Download-Link ist abgelaufen oder die Datei wurde gelöscht. Bitte den Auftrag neu abrufen.',
  },
} as const);
