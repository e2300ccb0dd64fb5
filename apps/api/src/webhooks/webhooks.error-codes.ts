import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the webhooks module. */
export const WEBHOOK_ERROR_CODES = defineErrorCodes({
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, message: 'Webhook-Endpunkt wurde nicht gefunden.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, message: 'Webhook-Zustellung wurde nicht gefunden.' },
  WEBHOOKS_NOT_IN_PLAN: { status: 403, message: 'Webhooks sind im Tarif Free nicht enthalten.' },
  WEBHOOK_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an Webhook-Endpunkten des Tarifs ist erreicht.',
  },
  WEBHOOK_URL_REJECTED: {
    status: 400,
    message: 'Die Webhook-URL ist nicht zulässig: nur https, ohne Zugangsdaten, keine internen Adressen.',
  },
  WEBHOOK_NO_ENABLED_ENDPOINT: {
    status: 409,
    message: 'Es gibt keinen aktiven Webhook-Endpunkt für dieses Ereignis.',
  },
} as const);
