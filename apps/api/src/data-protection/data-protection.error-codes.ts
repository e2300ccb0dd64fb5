import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the data-protection module. */
export const DATA_PROTECTION_ERROR_CODES = defineErrorCodes({
  DSGVO_REQUEST_NOT_FOUND: { status: 404, message: 'Datenschutzanfrage wurde nicht gefunden.' },
  DSGVO_ARCHIVE_NOT_READY: {
    status: 409,
    message: 'Das Exportarchiv wird noch erstellt; bitte später erneut abrufen.',
  },
  DSGVO_ARCHIVE_EXPIRED: {
    status: 410,
    message: 'Der Download-Link ist abgelaufen; bitte einen neuen Export anfordern.',
  },
  DSGVO_ARCHIVE_ERASED: {
    status: 410,
    message: 'Das Exportarchiv wurde mit einer Löschanfrage der Person gelöscht.',
  },
  DSGVO_REQUEST_CLOSED: { status: 409, message: 'Die Anfrage ist bereits abgeschlossen.' },
  DSGVO_REQUEST_ALREADY_EXTENDED: {
    status: 409,
    message: 'Die Frist dieser Anfrage wurde bereits um zwei Monate verlängert (Art. 12 Abs. 3 DSGVO).',
  },
  DSGVO_EXTENSION_TOO_LATE: {
    status: 409,
    message:
      'Eine Fristverlängerung ist nur innerhalb der ersten Frist möglich (Art. 12 Abs. 3 Satz 3 DSGVO).',
  },
  GOBD_EXPORT_NOT_FOUND: { status: 404, message: 'GoBD-Export wurde nicht gefunden.' },
  GOBD_EXPORT_NOT_READY: {
    status: 409,
    message: 'Der GoBD-Export wird noch erstellt; bitte später erneut abrufen.',
  },
  GOBD_EXPORT_EXPIRED: {
    status: 410,
    message: 'Der Download-Link des GoBD-Exports ist abgelaufen; bitte einen neuen Export anfordern.',
  },
  DPIA_NOT_FOUND: { status: 404, message: 'Datenschutz-Folgenabschätzung wurde nicht gefunden.' },
  DPIA_SIGNED_OFF: {
    status: 409,
    message: 'Die Folgenabschätzung ist freigegeben und unveränderlich; bitte eine neue anlegen.',
  },
  DPIA_STATUS_TRANSITION: {
    status: 409,
    message:
      'Dieser Statuswechsel ist nicht zulässig (Freigabe nur nach Prüfung: draft → in_review → signed_off).',
  },
} as const);
