import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the notifications module (feed stream, web push, digests). */
export const NOTIFICATION_ERROR_CODES = defineErrorCodes({
  STREAM_LIMIT_REACHED: {
    status: 429,
    message: 'Die Höchstzahl gleichzeitig offener Ereignisströme des Tarifs ist erreicht.',
  },
  STREAM_ACCEPT_REQUIRED: {
    status: 406,
    message: 'Der Ereignisstrom wird nur mit „Accept: text/event-stream“ geliefert.',
  },
  STREAM_TOKEN_INVALID: {
    status: 401,
    message: 'Der Zugangsschlüssel für den Ereignisstrom ist ungültig oder abgelaufen.',
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Push-Abonnement wurde nicht gefunden.' },
  PUSH_ENDPOINT_REJECTED: {
    status: 400,
    message: 'Der Push-Endpunkt ist nicht zulässig: nur https-Adressen bekannter Push-Dienste auf Port 443.',
  },
  PUSH_SUBSCRIPTION_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an Push-Abonnements des Tarifs ist erreicht.',
  },
  PUSH_NO_RECIPIENT: {
    status: 409,
    message: 'Es gibt kein Push-Abonnement für diese Empfänger.',
  },
  DIGEST_SCHEDULE_NOT_FOUND: { status: 404, message: 'Digest-Zeitplan wurde nicht gefunden.' },
  DIGEST_SCHEDULE_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an Digest-Zeitplänen des Tarifs ist erreicht.',
  },
  DIGEST_CHAT_CHANNEL_INVALID: {
    status: 400,
    message:
      'Der Kanal „chat“ braucht chatDestinationIds (IDs von Slack- oder Teams-Verbindungen), und chatDestinationIds gelten nur mit dem Kanal „chat“.',
  },
  DIGEST_CHAT_DESTINATION_NOT_FOUND: {
    status: 404,
    message:
      'Eine der Chat-Verbindungen des Digests wurde nicht gefunden (Slack oder Teams, gleicher Modus).',
  },
  DIGEST_CHAT_DESTINATION_DISABLED: {
    status: 409,
    message:
      'Eine der Chat-Verbindungen des Digests ist deaktiviert; bitte neu verbinden und die neue Verbindung angeben.',
  },
} as const);
