import { chatDestinationsController } from './chat-destinations.controller';

/** `/api/v2/integrations/teams`: Workflows (Power Automate) webhook destinations of the tenant (ADR 0018). */
export const TeamsController = chatDestinationsController({
  vendor: 'teams',
  operationName: 'Teams',
  summaries: {
    list: 'Microsoft-Teams-Verbindungen des Mandanten',
    connect: 'Microsoft-Teams-Workflow-Webhook verbinden',
    disconnect: 'Teams-Verbindung trennen (mit ihrem Protokoll)',
    test: 'Testnachricht an eine Teams-Verbindung senden',
    deliveries: 'Zustellprotokoll einer Teams-Verbindung (neueste 100)',
  },
  about: `Microsoft Teams über Workflows (Power Automate): eine \`message\` mit einer Adaptive Card 1.4 als
Anhang; Teams antwortet 202. Office-365-Connector-URLs (…webhook.office.com) sind abgeschaltet und werden mit 400
\`TEAMS_CONNECTOR_RETIRED\` abgelehnt. 401/403/404 deaktivieren die Verbindung, 429 wird nach \`Retry-After\`
wiederholt. Den Workflow am besten mit einem Dienstkonto anlegen: gehört er einer Person, endet er mit ihrem Konto.`,
});
