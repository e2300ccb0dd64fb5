import { chatDestinationsController } from './chat-destinations.controller';

/** `/api/v2/integrations/slack`: incoming-webhook destinations of the tenant (ADR 0018). */
export const SlackController = chatDestinationsController({
  vendor: 'slack',
  operationName: 'Slack',
  summaries: {
    list: 'Slack-Verbindungen des Mandanten',
    connect: 'Slack-Incoming-Webhook verbinden',
    disconnect: 'Slack-Verbindung trennen (mit ihrem Protokoll)',
    test: 'Testnachricht an eine Slack-Verbindung senden',
    deliveries: 'Zustellprotokoll einer Slack-Verbindung (neueste 100)',
  },
  about: `Slack-Incoming-Webhooks: Nachrichten als Block Kit mit \`text\`-Fallback, höchstens 50 Blöcke je
Nachricht (längere werden geteilt). Antworten von Slack: 400/403/404/410 deaktivieren die Verbindung mit Slacks
Grund, 429 wird nach \`Retry-After\` wiederholt, sonst nichts (ein POST ist nicht idempotent).`,
});
