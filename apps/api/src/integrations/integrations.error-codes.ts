import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the integrations module (Slack, Teams, DATEV, ELSTER). */
export const INTEGRATION_ERROR_CODES = defineErrorCodes({
  CHAT_DESTINATION_NOT_FOUND: { status: 404, message: 'Die Chat-Verbindung wurde nicht gefunden.' },
  CHAT_INTEGRATIONS_NOT_IN_PLAN: {
    status: 403,
    message: 'Chat-Integrationen (Slack, Microsoft Teams) sind im Tarif Free nicht enthalten.',
  },
  CHAT_DESTINATION_LIMIT_REACHED: {
    status: 409,
    message: 'Die Höchstzahl an Chat-Verbindungen des Tarifs ist erreicht.',
  },
  CHAT_WEBHOOK_URL_REJECTED: {
    status: 400,
    message:
      'Die Webhook-URL ist keine Adresse des Anbieters (https auf Port 443): Slack verlangt https://hooks.slack.com/services/…, Microsoft Teams eine Workflows-URL (…/powerautomate/automations/direct/workflows/…/invoke?…&sig=…).',
  },
  TEAMS_CONNECTOR_RETIRED: {
    status: 400,
    message:
      'Office-365-Connectoren (…webhook.office.com) wurden von Microsoft abgeschaltet. Bitte in Teams einen Workflow „Beim Empfang einer Teams-Webhookanforderung in einem Kanal posten“ anlegen (am besten mit einem Dienstkonto) und dessen URL verwenden.',
  },
  CHAT_EVENT_TYPE_NOT_ROUTABLE: {
    status: 400,
    message:
      'Digests erreichen Slack und Microsoft Teams über ihren Zeitplan (POST /api/v2/notifications/digest/schedule mit dem Kanal „chat“ und chatDestinationIds), nicht als Ereignis-Abonnement einer Chat-Verbindung.',
  },
  CHAT_DESTINATION_DISABLED: {
    status: 409,
    message: 'Die Chat-Verbindung ist deaktiviert; bitte neu verbinden.',
  },
  HUBSPOT_NOT_CONNECTED: {
    status: 409,
    message: 'Es ist kein HubSpot-Konto verbunden (POST /api/v2/integrations/hubspot).',
  },
  HUBSPOT_CONNECTION_NOT_FOUND: { status: 404, message: 'Es ist kein HubSpot-Konto verbunden.' },
  HUBSPOT_SYNC_RUN_NOT_FOUND: { status: 404, message: 'Der HubSpot-Abgleich wurde nicht gefunden.' },
  CRM_SYNC_NOT_IN_PLAN: { status: 403, message: 'Der CRM-Abgleich ist im Tarif Free nicht enthalten.' },
  CRM_SYNC_TOO_LARGE: {
    status: 409,
    message: 'Der Abgleich umfasst mehr Unternehmen und Deals, als der Tarif je Lauf erlaubt.',
  },
  TAX_AND_ACCOUNTING_NOT_IN_PLAN: {
    status: 403,
    message: 'Der DATEV-Export und die Vorbereitung von ELSTER-Anträgen sind im Tarif Free nicht enthalten.',
  },
  DATEV_EXPORT_INVALID: {
    status: 422,
    message: 'Der DATEV-Export ist nicht möglich: die Buchungen verletzen das EXTF-Format (siehe details).',
  },
  DATEV_SETTINGS_NOT_FOUND: {
    status: 404,
    message:
      'Für diesen Mandanten sind keine DATEV-Einstellungen hinterlegt; sie werden mit PUT auf dieser Adresse gespeichert.',
  },
  DATEV_SETTINGS_INCOMPLETE: {
    status: 409,
    message:
      'Für den DATEV-Export fehlen Angaben, die weder die Anfrage noch die DATEV-Einstellungen des Mandanten enthalten (Felder in details).',
  },
} as const);
