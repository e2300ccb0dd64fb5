/**
 * The events an endpoint can subscribe to. Payloads are `{ type, timestamp, data }`; `data` stays thin
 * (ids and figures, never an applicant's profile): a receiver fetches details through the API.
 */
export const WEBHOOK_EVENT_TYPES = {
  'calculation.created':
    'Eine Berechnung wurde gespeichert. data: calculationId, programId, channel, estimatedSubsidyEur.',
  'program.updated':
    'Ein Förderprogramm wurde geändert. data: programId, changedFields. (Quelle: Programm-Sync, folgt.)',
  'program.deadline_approaching':
    'Eine Antragsfrist endet bald. data: programId, deadline, daysLeft. (Quelle: geplanter Job, folgt.)',
  'quota.threshold_reached':
    '80 % oder 100 % des Monatskontingents erreicht, je Periode einmal. data: period, thresholdPercent, used, quota.',
  'webhook.test': 'Testereignis aus POST /api/v2/developer/webhooks/test. data: endpointId, message.',
  'webhook.endpoint_disabled':
    'Ein Endpunkt wurde deaktiviert (410 oder wiederholt erschöpfte Zustellung). data: endpointId, reason.',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;

export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[];

/** Events every endpoint receives whether subscribed or not: tests, and news about the endpoint itself. */
export const ALWAYS_DELIVERED: readonly string[] = ['webhook.test'];
