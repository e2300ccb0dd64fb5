/**
 * Generated from the Fördermittel API's v2 OpenAPI document by `npm run sdk:generate` (scripts/sdk-operations.mjs).
 * Do not edit: change the controllers and DTOs in apps/api and regenerate. CI checks that this file is up to date.
 */
import type { operations } from './v2.js';
import {
  callOperation,
  type CallOptions,
  type NoInput,
  type OperationInput,
  type OperationResult,
  type OperationSpec,
  type Send,
} from '../operations.js';

type Input = Parameters<typeof callOperation>[2];
/** No input needed: both arguments optional; else the input first. */
type Args<O> =
  NoInput<O> extends true
    ? [input?: OperationInput<O>, options?: CallOptions]
    : [input: OperationInput<O>, options?: CallOptions];

/** Method, path and answer of every generated operation. */
export const V2_OPERATIONS = {
  changeTenantPlan: {
    method: 'PATCH',
    path: '/api/v2/admin/tenants/{id}',
    idempotent: false,
    response: 'json',
  },
  connectHubspot: {
    method: 'POST',
    path: '/api/v2/integrations/hubspot',
    idempotent: true,
    response: 'json',
  },
  connectSlack: { method: 'POST', path: '/api/v2/integrations/slack', idempotent: true, response: 'json' },
  connectTeams: { method: 'POST', path: '/api/v2/integrations/teams', idempotent: true, response: 'json' },
  createApiKey: { method: 'POST', path: '/api/v2/developer/api-keys', idempotent: true, response: 'json' },
  createDpia: { method: 'POST', path: '/api/v2/compliance/dpia', idempotent: true, response: 'json' },
  createFeatureFlag: {
    method: 'POST',
    path: '/api/v2/admin/feature-flags',
    idempotent: true,
    response: 'json',
  },
  createFundingPlan: { method: 'POST', path: '/api/v2/funding-plans', idempotent: true, response: 'json' },
  createNotificationStreamToken: {
    method: 'POST',
    path: '/api/v2/notifications/stream/token',
    idempotent: false,
    response: 'json',
  },
  createPortabilityRequest: {
    method: 'POST',
    path: '/api/v2/dsgvo/portability',
    idempotent: true,
    response: 'json',
  },
  createReportSchedule: {
    method: 'POST',
    path: '/api/v2/analytics/reports',
    idempotent: true,
    response: 'json',
  },
  createTenant: { method: 'POST', path: '/api/v2/admin/tenants', idempotent: true, response: 'json' },
  createVideo: { method: 'POST', path: '/api/v2/video', idempotent: true, response: 'json' },
  deleteDigestSchedule: {
    method: 'DELETE',
    path: '/api/v2/notifications/digest/schedules/{id}',
    idempotent: false,
    response: 'json',
  },
  deleteFeatureFlag: {
    method: 'DELETE',
    path: '/api/v2/admin/feature-flags/{key}',
    idempotent: false,
    response: 'json',
  },
  deletePushSubscription: {
    method: 'DELETE',
    path: '/api/v2/notifications/push/subscriptions/{id}',
    idempotent: false,
    response: 'json',
  },
  deleteReportSchedule: {
    method: 'DELETE',
    path: '/api/v2/analytics/reports/{id}',
    idempotent: false,
    response: 'json',
  },
  disconnectHubspot: {
    method: 'DELETE',
    path: '/api/v2/integrations/hubspot',
    idempotent: false,
    response: 'json',
  },
  disconnectSlack: {
    method: 'DELETE',
    path: '/api/v2/integrations/slack/{id}',
    idempotent: false,
    response: 'json',
  },
  disconnectTeams: {
    method: 'DELETE',
    path: '/api/v2/integrations/teams/{id}',
    idempotent: false,
    response: 'json',
  },
  downloadDsgvoArchive: {
    method: 'GET',
    path: '/api/v2/dsgvo/requests/{id}/archive',
    idempotent: false,
    response: 'blob',
    accept: 'application/zip',
  },
  downloadGobdExport: {
    method: 'GET',
    path: '/api/v2/compliance/gobd/exports/{id}/archive',
    idempotent: false,
    response: 'blob',
    accept: 'application/zip',
  },
  downloadVideoFile: {
    method: 'GET',
    path: '/api/v2/video/downloads/{token}',
    idempotent: false,
    response: 'blob',
    accept: 'video/mp4',
  },
  evaluateFeatureFlags: { method: 'GET', path: '/api/v2/feature-flags', idempotent: false, response: 'json' },
  exportDatev: {
    method: 'POST',
    path: '/api/v2/integrations/datev/export',
    idempotent: true,
    response: 'json',
  },
  extendDsgvoRequest: {
    method: 'POST',
    path: '/api/v2/dsgvo/requests/{id}/extend',
    idempotent: true,
    response: 'json',
  },
  getAnalyticsCohorts: {
    method: 'GET',
    path: '/api/v2/analytics/cohorts',
    idempotent: false,
    response: 'json',
  },
  getAnalyticsForecast: {
    method: 'GET',
    path: '/api/v2/analytics/forecast',
    idempotent: false,
    response: 'json',
  },
  getAnalyticsFunnel: {
    method: 'GET',
    path: '/api/v2/analytics/funnel',
    idempotent: false,
    response: 'json',
  },
  getAnalyticsMarketing: {
    method: 'GET',
    path: '/api/v2/analytics/marketing',
    idempotent: false,
    response: 'json',
  },
  getAnalyticsSettings: {
    method: 'GET',
    path: '/api/v2/analytics/settings',
    idempotent: false,
    response: 'json',
  },
  getCatalogueSyncRunPreview: {
    method: 'GET',
    path: '/api/v2/admin/catalogue/sync-runs/{id}/preview',
    idempotent: false,
    response: 'json',
  },
  getCronRun: { method: 'GET', path: '/api/v2/cron/runs/{id}', idempotent: false, response: 'json' },
  getDatevSettings: {
    method: 'GET',
    path: '/api/v2/integrations/datev/settings',
    idempotent: false,
    response: 'json',
  },
  getDpia: { method: 'GET', path: '/api/v2/compliance/dpia/{id}', idempotent: false, response: 'json' },
  getDpiaDocument: {
    method: 'GET',
    path: '/api/v2/compliance/dpia/{id}/document',
    idempotent: false,
    response: 'text',
    accept: 'text/html',
  },
  getDsgvoRequest: {
    method: 'GET',
    path: '/api/v2/dsgvo/requests/{id}',
    idempotent: false,
    response: 'json',
  },
  getElsterCapability: {
    method: 'GET',
    path: '/api/v2/integrations/elster',
    idempotent: false,
    response: 'json',
  },
  getFeatureFlag: {
    method: 'GET',
    path: '/api/v2/admin/feature-flags/{key}',
    idempotent: false,
    response: 'json',
  },
  getFeatureFlagHistory: {
    method: 'GET',
    path: '/api/v2/admin/feature-flags/{key}/history',
    idempotent: false,
    response: 'json',
  },
  getFundingPlan: { method: 'GET', path: '/api/v2/funding-plans/{id}', idempotent: false, response: 'json' },
  getFundingPlanSummary: {
    method: 'GET',
    path: '/api/v2/funding-plans/{id}/summary',
    idempotent: false,
    response: 'text',
    accept: 'text/html',
  },
  getGobdEvidence: { method: 'GET', path: '/api/v2/compliance/gobd', idempotent: false, response: 'json' },
  getGobdExport: {
    method: 'GET',
    path: '/api/v2/compliance/gobd/exports/{id}',
    idempotent: false,
    response: 'json',
  },
  getHubspotConnection: {
    method: 'GET',
    path: '/api/v2/integrations/hubspot',
    idempotent: false,
    response: 'json',
  },
  getHubspotSyncRun: {
    method: 'GET',
    path: '/api/v2/integrations/hubspot/sync/{id}',
    idempotent: false,
    response: 'json',
  },
  getJwks: { method: 'GET', path: '/.well-known/jwks.json', idempotent: false, response: 'json' },
  getNis2Evidence: { method: 'GET', path: '/api/v2/compliance/nis2', idempotent: false, response: 'json' },
  getProgramDetails: {
    method: 'GET',
    path: '/api/v2/programs/{id}/details',
    idempotent: false,
    response: 'json',
  },
  getProgramHistory: {
    method: 'GET',
    path: '/api/v2/programs/{id}/history',
    idempotent: false,
    response: 'json',
  },
  getProgramTermProposals: {
    method: 'GET',
    path: '/api/v2/admin/catalogue/term-proposals/{programId}',
    idempotent: false,
    response: 'json',
  },
  getProgramTextTerms: {
    method: 'GET',
    path: '/api/v2/programs/{id}/terms',
    idempotent: false,
    response: 'json',
  },
  getReportRun: {
    method: 'GET',
    path: '/api/v2/analytics/report-runs/{id}',
    idempotent: false,
    response: 'json',
  },
  getReportSchedule: {
    method: 'GET',
    path: '/api/v2/analytics/reports/{id}',
    idempotent: false,
    response: 'json',
  },
  getVapidKey: {
    method: 'GET',
    path: '/api/v2/notifications/push/vapid-key',
    idempotent: false,
    response: 'json',
  },
  getVideoJob: { method: 'GET', path: '/api/v2/video/jobs/{id}', idempotent: false, response: 'json' },
  health: { method: 'GET', path: '/health', idempotent: false, response: 'json' },
  healthReady: { method: 'GET', path: '/health/ready', idempotent: false, response: 'json' },
  ingestAnalyticsEvents: {
    method: 'POST',
    path: '/api/v2/analytics/events',
    idempotent: true,
    response: 'json',
  },
  listApiKeys: { method: 'GET', path: '/api/v2/developer/api-keys', idempotent: false, response: 'json' },
  listAuditLog: { method: 'GET', path: '/api/v2/compliance/audit-log', idempotent: false, response: 'json' },
  listCatalogueSyncRuns: {
    method: 'GET',
    path: '/api/v2/admin/catalogue/sync-runs',
    idempotent: false,
    response: 'json',
  },
  listDigestSchedules: {
    method: 'GET',
    path: '/api/v2/notifications/digest/schedules',
    idempotent: false,
    response: 'json',
  },
  listFeatureFlags: {
    method: 'GET',
    path: '/api/v2/admin/feature-flags',
    idempotent: false,
    response: 'json',
  },
  listLegalRules: { method: 'GET', path: '/api/v2/legal/rules', idempotent: false, response: 'json' },
  listProgramChanges: { method: 'GET', path: '/api/v2/programs', idempotent: false, response: 'json' },
  listPushSubscriptions: {
    method: 'GET',
    path: '/api/v2/notifications/push/subscriptions',
    idempotent: false,
    response: 'json',
  },
  listReportRuns: {
    method: 'GET',
    path: '/api/v2/analytics/reports/{id}/runs',
    idempotent: false,
    response: 'json',
  },
  listReportSchedules: {
    method: 'GET',
    path: '/api/v2/analytics/reports',
    idempotent: false,
    response: 'json',
  },
  listSlackDeliveries: {
    method: 'GET',
    path: '/api/v2/integrations/slack/{id}/deliveries',
    idempotent: false,
    response: 'json',
  },
  listSlackIntegrations: {
    method: 'GET',
    path: '/api/v2/integrations/slack',
    idempotent: false,
    response: 'json',
  },
  listTeamsDeliveries: {
    method: 'GET',
    path: '/api/v2/integrations/teams/{id}/deliveries',
    idempotent: false,
    response: 'json',
  },
  listTeamsIntegrations: {
    method: 'GET',
    path: '/api/v2/integrations/teams',
    idempotent: false,
    response: 'json',
  },
  listTermProposals: {
    method: 'GET',
    path: '/api/v2/admin/catalogue/term-proposals',
    idempotent: false,
    response: 'json',
  },
  listVideoJobs: { method: 'GET', path: '/api/v2/video', idempotent: false, response: 'json' },
  listVideoTemplates: { method: 'GET', path: '/api/v2/video/templates', idempotent: false, response: 'json' },
  mcp: { method: 'POST', path: '/api/v2/mcp', idempotent: false, response: 'json' },
  mcpEndSession: { method: 'DELETE', path: '/api/v2/mcp', idempotent: false, response: 'json' },
  mcpStream: { method: 'GET', path: '/api/v2/mcp', idempotent: false, response: 'json' },
  ofrepEvaluateFlag: {
    method: 'POST',
    path: '/api/v2/ofrep/v1/evaluate/flags/{key}',
    idempotent: false,
    response: 'json',
  },
  ofrepEvaluateFlags: {
    method: 'POST',
    path: '/api/v2/ofrep/v1/evaluate/flags',
    idempotent: false,
    response: 'json',
  },
  prepareElsterFiling: {
    method: 'POST',
    path: '/api/v2/integrations/elster',
    idempotent: true,
    response: 'json',
  },
  putAnalyticsSettings: {
    method: 'PUT',
    path: '/api/v2/analytics/settings',
    idempotent: false,
    response: 'json',
  },
  putDatevSettings: {
    method: 'PUT',
    path: '/api/v2/integrations/datev/settings',
    idempotent: false,
    response: 'json',
  },
  requestErasure: { method: 'POST', path: '/api/v2/dsgvo/erase', idempotent: true, response: 'json' },
  requestGobdExport: {
    method: 'POST',
    path: '/api/v2/compliance/gobd/export',
    idempotent: true,
    response: 'json',
  },
  requestPortability: {
    method: 'GET',
    path: '/api/v2/dsgvo/portability',
    idempotent: false,
    response: 'json',
  },
  reviewTermProposal: {
    method: 'POST',
    path: '/api/v2/admin/catalogue/term-proposals/{programId}/{term}/decision',
    idempotent: false,
    response: 'json',
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/v2/developer/api-keys/{id}',
    idempotent: false,
    response: 'json',
  },
  rollbackFeatureFlag: {
    method: 'POST',
    path: '/api/v2/admin/feature-flags/{key}/rollback',
    idempotent: true,
    response: 'json',
  },
  scheduleDigest: {
    method: 'POST',
    path: '/api/v2/notifications/digest/schedule',
    idempotent: true,
    response: 'json',
  },
  searchPrograms: { method: 'GET', path: '/api/v2/programs/search', idempotent: false, response: 'json' },
  sendPush: { method: 'POST', path: '/api/v2/notifications/push/send', idempotent: true, response: 'json' },
  startCatalogueSyncRun: {
    method: 'POST',
    path: '/api/v2/admin/catalogue/sync-runs',
    idempotent: false,
    response: 'json',
  },
  subscribePush: {
    method: 'POST',
    path: '/api/v2/notifications/push/subscribe',
    idempotent: true,
    response: 'json',
  },
  syncHubspot: {
    method: 'POST',
    path: '/api/v2/integrations/hubspot/sync',
    idempotent: true,
    response: 'json',
  },
  testSlack: {
    method: 'POST',
    path: '/api/v2/integrations/slack/{id}/test',
    idempotent: false,
    response: 'json',
  },
  testTeams: {
    method: 'POST',
    path: '/api/v2/integrations/teams/{id}/test',
    idempotent: false,
    response: 'json',
  },
  triggerDataRetention: {
    method: 'GET',
    path: '/api/v2/cron/data-retention',
    idempotent: false,
    response: 'json',
  },
  triggerLegalMonitoring: {
    method: 'GET',
    path: '/api/v2/cron/legal-monitoring',
    idempotent: false,
    response: 'json',
  },
  triggerProgramSync: {
    method: 'GET',
    path: '/api/v2/cron/program-sync',
    idempotent: false,
    response: 'json',
  },
  triggerScheduledReports: {
    method: 'GET',
    path: '/api/v2/cron/scheduled-reports',
    idempotent: false,
    response: 'json',
  },
  triggerWeeklyDigest: {
    method: 'GET',
    path: '/api/v2/cron/weekly-digest',
    idempotent: false,
    response: 'json',
  },
  updateDpia: { method: 'PATCH', path: '/api/v2/compliance/dpia/{id}', idempotent: false, response: 'json' },
  updateFeatureFlag: {
    method: 'PATCH',
    path: '/api/v2/admin/feature-flags/{key}',
    idempotent: false,
    response: 'json',
  },
} as const satisfies Record<string, OperationSpec>;

/** One method per v2 operation (by its operationId), typed from the document. */
export abstract class GeneratedV2Operations {
  constructor(protected readonly send: Send) {}

  /** PATCH /api/v2/admin/tenants/{id}: Tarif eines Mandanten ändern (Betreiber, Scope operator) (changeTenantPlan) */
  changeTenantPlan(
    ...[input, options]: Args<operations['changeTenantPlan']>
  ): Promise<OperationResult<operations['changeTenantPlan']>> {
    return callOperation(this.send, V2_OPERATIONS.changeTenantPlan, input as Input, options);
  }

  /** POST /api/v2/integrations/hubspot: HubSpot-Konto verbinden (Token einer privaten App) (connectHubspot) */
  connectHubspot(
    ...[input, options]: Args<operations['connectHubspot']>
  ): Promise<OperationResult<operations['connectHubspot']>> {
    return callOperation(this.send, V2_OPERATIONS.connectHubspot, input as Input, options);
  }

  /** POST /api/v2/integrations/slack: Slack-Incoming-Webhook verbinden (connectSlack) */
  connectSlack(
    ...[input, options]: Args<operations['connectSlack']>
  ): Promise<OperationResult<operations['connectSlack']>> {
    return callOperation(this.send, V2_OPERATIONS.connectSlack, input as Input, options);
  }

  /** POST /api/v2/integrations/teams: Microsoft-Teams-Workflow-Webhook verbinden (connectTeams) */
  connectTeams(
    ...[input, options]: Args<operations['connectTeams']>
  ): Promise<OperationResult<operations['connectTeams']>> {
    return callOperation(this.send, V2_OPERATIONS.connectTeams, input as Input, options);
  }

  /** POST /api/v2/developer/api-keys: API-Schlüssel anlegen; der Schlüssel wird nur einmal angezeigt (createApiKey) */
  createApiKey(
    ...[input, options]: Args<operations['createApiKey']>
  ): Promise<OperationResult<operations['createApiKey']>> {
    return callOperation(this.send, V2_OPERATIONS.createApiKey, input as Input, options);
  }

  /** POST /api/v2/compliance/dpia: Datenschutz-Folgenabschätzung anlegen (Art. 35 DSGVO) (createDpia) */
  createDpia(
    ...[input, options]: Args<operations['createDpia']>
  ): Promise<OperationResult<operations['createDpia']>> {
    return callOperation(this.send, V2_OPERATIONS.createDpia, input as Input, options);
  }

  /** POST /api/v2/admin/feature-flags: Feature-Flag anlegen (Version 1 bzw. nächste Nummer des Schlüssels) (createFeatureFlag) */
  createFeatureFlag(
    ...[input, options]: Args<operations['createFeatureFlag']>
  ): Promise<OperationResult<operations['createFeatureFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.createFeatureFlag, input as Input, options);
  }

  /** POST /api/v2/funding-plans: Förderplan berechnen (createFundingPlan) */
  createFundingPlan(
    ...[input, options]: Args<operations['createFundingPlan']>
  ): Promise<OperationResult<operations['createFundingPlan']>> {
    return callOperation(this.send, V2_OPERATIONS.createFundingPlan, input as Input, options);
  }

  /** POST /api/v2/notifications/stream/token: Kurzlebiges Token für den Ereignisstrom (createNotificationStreamToken) */
  createNotificationStreamToken(
    ...[input, options]: Args<operations['createNotificationStreamToken']>
  ): Promise<OperationResult<operations['createNotificationStreamToken']>> {
    return callOperation(this.send, V2_OPERATIONS.createNotificationStreamToken, input as Input, options);
  }

  /** POST /api/v2/dsgvo/portability: Datenübertragbarkeit (Art. 20 DSGVO) (createPortabilityRequest) */
  createPortabilityRequest(
    ...[input, options]: Args<operations['createPortabilityRequest']>
  ): Promise<OperationResult<operations['createPortabilityRequest']>> {
    return callOperation(this.send, V2_OPERATIONS.createPortabilityRequest, input as Input, options);
  }

  /** POST /api/v2/analytics/reports: Bericht planen (createReportSchedule) */
  createReportSchedule(
    ...[input, options]: Args<operations['createReportSchedule']>
  ): Promise<OperationResult<operations['createReportSchedule']>> {
    return callOperation(this.send, V2_OPERATIONS.createReportSchedule, input as Input, options);
  }

  /** POST /api/v2/admin/tenants: Mandanten mit erstem API-Schlüssel anlegen (Betreiber, Scope operator) (createTenant) */
  createTenant(
    ...[input, options]: Args<operations['createTenant']>
  ): Promise<OperationResult<operations['createTenant']>> {
    return callOperation(this.send, V2_OPERATIONS.createTenant, input as Input, options);
  }

  /** POST /api/v2/video: Video rendern lassen (asynchron) (createVideo) */
  createVideo(
    ...[input, options]: Args<operations['createVideo']>
  ): Promise<OperationResult<operations['createVideo']>> {
    return callOperation(this.send, V2_OPERATIONS.createVideo, input as Input, options);
  }

  /** DELETE /api/v2/notifications/digest/schedules/{id}: Digest-Zeitplan löschen (deleteDigestSchedule) */
  deleteDigestSchedule(
    ...[input, options]: Args<operations['deleteDigestSchedule']>
  ): Promise<OperationResult<operations['deleteDigestSchedule']>> {
    return callOperation(this.send, V2_OPERATIONS.deleteDigestSchedule, input as Input, options);
  }

  /** DELETE /api/v2/admin/feature-flags/{key}: Feature-Flag archivieren (erster Aufruf) oder ein archiviertes entfernen (zweiter) (deleteFeatureFlag) */
  deleteFeatureFlag(
    ...[input, options]: Args<operations['deleteFeatureFlag']>
  ): Promise<OperationResult<operations['deleteFeatureFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.deleteFeatureFlag, input as Input, options);
  }

  /** DELETE /api/v2/notifications/push/subscriptions/{id}: Web-Push-Abonnement löschen (deletePushSubscription) */
  deletePushSubscription(
    ...[input, options]: Args<operations['deletePushSubscription']>
  ): Promise<OperationResult<operations['deletePushSubscription']>> {
    return callOperation(this.send, V2_OPERATIONS.deletePushSubscription, input as Input, options);
  }

  /** DELETE /api/v2/analytics/reports/{id}: Geplanten Bericht löschen (mit seinen Läufen) (deleteReportSchedule) */
  deleteReportSchedule(
    ...[input, options]: Args<operations['deleteReportSchedule']>
  ): Promise<OperationResult<operations['deleteReportSchedule']>> {
    return callOperation(this.send, V2_OPERATIONS.deleteReportSchedule, input as Input, options);
  }

  /** DELETE /api/v2/integrations/hubspot: HubSpot-Verbindung trennen (Token wird gelöscht) (disconnectHubspot) */
  disconnectHubspot(
    ...[input, options]: Args<operations['disconnectHubspot']>
  ): Promise<OperationResult<operations['disconnectHubspot']>> {
    return callOperation(this.send, V2_OPERATIONS.disconnectHubspot, input as Input, options);
  }

  /** DELETE /api/v2/integrations/slack/{id}: Slack-Verbindung trennen (mit ihrem Protokoll) (disconnectSlack) */
  disconnectSlack(
    ...[input, options]: Args<operations['disconnectSlack']>
  ): Promise<OperationResult<operations['disconnectSlack']>> {
    return callOperation(this.send, V2_OPERATIONS.disconnectSlack, input as Input, options);
  }

  /** DELETE /api/v2/integrations/teams/{id}: Teams-Verbindung trennen (mit ihrem Protokoll) (disconnectTeams) */
  disconnectTeams(
    ...[input, options]: Args<operations['disconnectTeams']>
  ): Promise<OperationResult<operations['disconnectTeams']>> {
    return callOperation(this.send, V2_OPERATIONS.disconnectTeams, input as Input, options);
  }

  /** GET /api/v2/dsgvo/requests/{id}/archive: ZIP-Archiv einer Exportanfrage herunterladen (downloadDsgvoArchive) */
  downloadDsgvoArchive(
    ...[input, options]: Args<operations['downloadDsgvoArchive']>
  ): Promise<OperationResult<operations['downloadDsgvoArchive']>> {
    return callOperation(this.send, V2_OPERATIONS.downloadDsgvoArchive, input as Input, options);
  }

  /** GET /api/v2/compliance/gobd/exports/{id}/archive: ZIP-Archiv eines GoBD-Exports herunterladen (downloadGobdExport) */
  downloadGobdExport(
    ...[input, options]: Args<operations['downloadGobdExport']>
  ): Promise<OperationResult<operations['downloadGobdExport']>> {
    return callOperation(this.send, V2_OPERATIONS.downloadGobdExport, input as Input, options);
  }

  /** GET /api/v2/video/downloads/{token}: Datei eines fertigen Videos über einen signierten Link (downloadVideoFile) */
  downloadVideoFile(
    ...[input, options]: Args<operations['downloadVideoFile']>
  ): Promise<OperationResult<operations['downloadVideoFile']>> {
    return callOperation(this.send, V2_OPERATIONS.downloadVideoFile, input as Input, options);
  }

  /** GET /api/v2/feature-flags: Aktive Feature-Flags für den Aufrufer (OFREP-Bulk-Format) (evaluateFeatureFlags) */
  evaluateFeatureFlags(
    ...[input, options]: Args<operations['evaluateFeatureFlags']>
  ): Promise<OperationResult<operations['evaluateFeatureFlags']>> {
    return callOperation(this.send, V2_OPERATIONS.evaluateFeatureFlags, input as Input, options);
  }

  /** POST /api/v2/integrations/datev/export: Bewilligte Zuschüsse als DATEV-Buchungsstapel (EXTF) exportieren (exportDatev) */
  exportDatev(
    ...[input, options]: Args<operations['exportDatev']>
  ): Promise<OperationResult<operations['exportDatev']>> {
    return callOperation(this.send, V2_OPERATIONS.exportDatev, input as Input, options);
  }

  /** POST /api/v2/dsgvo/requests/{id}/extend: Frist um zwei Monate verlängern (Art. 12 Abs. 3 DSGVO) (extendDsgvoRequest) */
  extendDsgvoRequest(
    ...[input, options]: Args<operations['extendDsgvoRequest']>
  ): Promise<OperationResult<operations['extendDsgvoRequest']>> {
    return callOperation(this.send, V2_OPERATIONS.extendDsgvoRequest, input as Input, options);
  }

  /** GET /api/v2/analytics/cohorts: Kohorten und Wiederkehr (getAnalyticsCohorts) */
  getAnalyticsCohorts(
    ...[input, options]: Args<operations['getAnalyticsCohorts']>
  ): Promise<OperationResult<operations['getAnalyticsCohorts']>> {
    return callOperation(this.send, V2_OPERATIONS.getAnalyticsCohorts, input as Input, options);
  }

  /** GET /api/v2/analytics/forecast: Prognose über 24 Monate (getAnalyticsForecast) */
  getAnalyticsForecast(
    ...[input, options]: Args<operations['getAnalyticsForecast']>
  ): Promise<OperationResult<operations['getAnalyticsForecast']>> {
    return callOperation(this.send, V2_OPERATIONS.getAnalyticsForecast, input as Input, options);
  }

  /** GET /api/v2/analytics/funnel: Trichteranalyse (getAnalyticsFunnel) */
  getAnalyticsFunnel(
    ...[input, options]: Args<operations['getAnalyticsFunnel']>
  ): Promise<OperationResult<operations['getAnalyticsFunnel']>> {
    return callOperation(this.send, V2_OPERATIONS.getAnalyticsFunnel, input as Input, options);
  }

  /** GET /api/v2/analytics/marketing: Kampagnen und Zuordnung (getAnalyticsMarketing) */
  getAnalyticsMarketing(
    ...[input, options]: Args<operations['getAnalyticsMarketing']>
  ): Promise<OperationResult<operations['getAnalyticsMarketing']>> {
    return callOperation(this.send, V2_OPERATIONS.getAnalyticsMarketing, input as Input, options);
  }

  /** GET /api/v2/analytics/settings: Analyse-Einstellungen (getAnalyticsSettings) */
  getAnalyticsSettings(
    ...[input, options]: Args<operations['getAnalyticsSettings']>
  ): Promise<OperationResult<operations['getAnalyticsSettings']>> {
    return callOperation(this.send, V2_OPERATIONS.getAnalyticsSettings, input as Input, options);
  }

  /** GET /api/v2/admin/catalogue/sync-runs/{id}/preview: Vorschau eines Importlaufs (Betreiber, Scope operator) (getCatalogueSyncRunPreview) */
  getCatalogueSyncRunPreview(
    ...[input, options]: Args<operations['getCatalogueSyncRunPreview']>
  ): Promise<OperationResult<operations['getCatalogueSyncRunPreview']>> {
    return callOperation(this.send, V2_OPERATIONS.getCatalogueSyncRunPreview, input as Input, options);
  }

  /** GET /api/v2/cron/runs/{id}: Lauf eines geplanten Jobs (getCronRun) */
  getCronRun(
    ...[input, options]: Args<operations['getCronRun']>
  ): Promise<OperationResult<operations['getCronRun']>> {
    return callOperation(this.send, V2_OPERATIONS.getCronRun, input as Input, options);
  }

  /** GET /api/v2/integrations/datev/settings: DATEV-Einstellungen des Mandanten (getDatevSettings) */
  getDatevSettings(
    ...[input, options]: Args<operations['getDatevSettings']>
  ): Promise<OperationResult<operations['getDatevSettings']>> {
    return callOperation(this.send, V2_OPERATIONS.getDatevSettings, input as Input, options);
  }

  /** GET /api/v2/compliance/dpia/{id}: Eine Datenschutz-Folgenabschätzung (JSON-Export) (getDpia) */
  getDpia(...[input, options]: Args<operations['getDpia']>): Promise<OperationResult<operations['getDpia']>> {
    return callOperation(this.send, V2_OPERATIONS.getDpia, input as Input, options);
  }

  /** GET /api/v2/compliance/dpia/{id}/document: Druckfassung einer Folgenabschätzung (HTML) (getDpiaDocument) */
  getDpiaDocument(
    ...[input, options]: Args<operations['getDpiaDocument']>
  ): Promise<OperationResult<operations['getDpiaDocument']>> {
    return callOperation(this.send, V2_OPERATIONS.getDpiaDocument, input as Input, options);
  }

  /** GET /api/v2/dsgvo/requests/{id}: Datenschutzanfrage mit Frist, Vorschau und Quittung (getDsgvoRequest) */
  getDsgvoRequest(
    ...[input, options]: Args<operations['getDsgvoRequest']>
  ): Promise<OperationResult<operations['getDsgvoRequest']>> {
    return callOperation(this.send, V2_OPERATIONS.getDsgvoRequest, input as Input, options);
  }

  /** GET /api/v2/integrations/elster: Was die ELSTER-Anbindung kann (Übermittlung: nicht verfügbar, und warum) (getElsterCapability) */
  getElsterCapability(
    ...[input, options]: Args<operations['getElsterCapability']>
  ): Promise<OperationResult<operations['getElsterCapability']>> {
    return callOperation(this.send, V2_OPERATIONS.getElsterCapability, input as Input, options);
  }

  /** GET /api/v2/admin/feature-flags/{key}: Ein Feature-Flag (getFeatureFlag) */
  getFeatureFlag(
    ...[input, options]: Args<operations['getFeatureFlag']>
  ): Promise<OperationResult<operations['getFeatureFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.getFeatureFlag, input as Input, options);
  }

  /** GET /api/v2/admin/feature-flags/{key}/history: Versionen eines Feature-Flags mit Akteur, Grund und Diff (neueste zuerst) (getFeatureFlagHistory) */
  getFeatureFlagHistory(
    ...[input, options]: Args<operations['getFeatureFlagHistory']>
  ): Promise<OperationResult<operations['getFeatureFlagHistory']>> {
    return callOperation(this.send, V2_OPERATIONS.getFeatureFlagHistory, input as Input, options);
  }

  /** GET /api/v2/funding-plans/{id}: Gespeicherter Förderplan (getFundingPlan) */
  getFundingPlan(
    ...[input, options]: Args<operations['getFundingPlan']>
  ): Promise<OperationResult<operations['getFundingPlan']>> {
    return callOperation(this.send, V2_OPERATIONS.getFundingPlan, input as Input, options);
  }

  /** GET /api/v2/funding-plans/{id}/summary: Druckbare Zusammenfassung (HTML) (getFundingPlanSummary) */
  getFundingPlanSummary(
    ...[input, options]: Args<operations['getFundingPlanSummary']>
  ): Promise<OperationResult<operations['getFundingPlanSummary']>> {
    return callOperation(this.send, V2_OPERATIONS.getFundingPlanSummary, input as Input, options);
  }

  /** GET /api/v2/compliance/gobd: GoBD: Nachweise je Grundsatz (getGobdEvidence) */
  getGobdEvidence(
    ...[input, options]: Args<operations['getGobdEvidence']>
  ): Promise<OperationResult<operations['getGobdEvidence']>> {
    return callOperation(this.send, V2_OPERATIONS.getGobdEvidence, input as Input, options);
  }

  /** GET /api/v2/compliance/gobd/exports/{id}: GoBD-Export mit Dateien, Hashes und Download (getGobdExport) */
  getGobdExport(
    ...[input, options]: Args<operations['getGobdExport']>
  ): Promise<OperationResult<operations['getGobdExport']>> {
    return callOperation(this.send, V2_OPERATIONS.getGobdExport, input as Input, options);
  }

  /** GET /api/v2/integrations/hubspot: HubSpot-Verbindung des Mandanten (getHubspotConnection) */
  getHubspotConnection(
    ...[input, options]: Args<operations['getHubspotConnection']>
  ): Promise<OperationResult<operations['getHubspotConnection']>> {
    return callOperation(this.send, V2_OPERATIONS.getHubspotConnection, input as Input, options);
  }

  /** GET /api/v2/integrations/hubspot/sync/{id}: Ein HubSpot-Abgleich mit seinem Protokoll je Objekt (getHubspotSyncRun) */
  getHubspotSyncRun(
    ...[input, options]: Args<operations['getHubspotSyncRun']>
  ): Promise<OperationResult<operations['getHubspotSyncRun']>> {
    return callOperation(this.send, V2_OPERATIONS.getHubspotSyncRun, input as Input, options);
  }

  /** GET /.well-known/jwks.json: Öffentliche Schlüssel der Zugriffstokens (JWKS) (getJwks) */
  getJwks(...[input, options]: Args<operations['getJwks']>): Promise<OperationResult<operations['getJwks']>> {
    return callOperation(this.send, V2_OPERATIONS.getJwks, input as Input, options);
  }

  /** GET /api/v2/compliance/nis2: NIS2 (BSIG): Betroffenheit und die zehn Maßnahmen (getNis2Evidence) */
  getNis2Evidence(
    ...[input, options]: Args<operations['getNis2Evidence']>
  ): Promise<OperationResult<operations['getNis2Evidence']>> {
    return callOperation(this.send, V2_OPERATIONS.getNis2Evidence, input as Input, options);
  }

  /** GET /api/v2/programs/{id}/details: Was die Förderdatenbank zu einem Programm sagt (getProgramDetails) */
  getProgramDetails(
    ...[input, options]: Args<operations['getProgramDetails']>
  ): Promise<OperationResult<operations['getProgramDetails']>> {
    return callOperation(this.send, V2_OPERATIONS.getProgramDetails, input as Input, options);
  }

  /** GET /api/v2/programs/{id}/history: Versionen eines Programms (getProgramHistory) */
  getProgramHistory(
    ...[input, options]: Args<operations['getProgramHistory']>
  ): Promise<OperationResult<operations['getProgramHistory']>> {
    return callOperation(this.send, V2_OPERATIONS.getProgramHistory, input as Input, options);
  }

  /** GET /api/v2/admin/catalogue/term-proposals/{programId}: Konditionsvorschläge eines Programms mit seinem Text (Betreiber, Scope operator) (getProgramTermProposals) */
  getProgramTermProposals(
    ...[input, options]: Args<operations['getProgramTermProposals']>
  ): Promise<OperationResult<operations['getProgramTermProposals']>> {
    return callOperation(this.send, V2_OPERATIONS.getProgramTermProposals, input as Input, options);
  }

  /** GET /api/v2/programs/{id}/terms: Aus dem Programmtext gelesene Konditionen (getProgramTextTerms) */
  getProgramTextTerms(
    ...[input, options]: Args<operations['getProgramTextTerms']>
  ): Promise<OperationResult<operations['getProgramTextTerms']>> {
    return callOperation(this.send, V2_OPERATIONS.getProgramTextTerms, input as Input, options);
  }

  /** GET /api/v2/analytics/report-runs/{id}: Ein Berichtslauf mit seinen Ergebnissen (Abrufpfad aus `report.ready`) (getReportRun) */
  getReportRun(
    ...[input, options]: Args<operations['getReportRun']>
  ): Promise<OperationResult<operations['getReportRun']>> {
    return callOperation(this.send, V2_OPERATIONS.getReportRun, input as Input, options);
  }

  /** GET /api/v2/analytics/reports/{id}: Ein geplanter Bericht (getReportSchedule) */
  getReportSchedule(
    ...[input, options]: Args<operations['getReportSchedule']>
  ): Promise<OperationResult<operations['getReportSchedule']>> {
    return callOperation(this.send, V2_OPERATIONS.getReportSchedule, input as Input, options);
  }

  /** GET /api/v2/notifications/push/vapid-key: Öffentlicher VAPID-Schlüssel für Web Push (getVapidKey) */
  getVapidKey(
    ...[input, options]: Args<operations['getVapidKey']>
  ): Promise<OperationResult<operations['getVapidKey']>> {
    return callOperation(this.send, V2_OPERATIONS.getVapidKey, input as Input, options);
  }

  /** GET /api/v2/video/jobs/{id}: Zustand eines Video-Auftrags (getVideoJob) */
  getVideoJob(
    ...[input, options]: Args<operations['getVideoJob']>
  ): Promise<OperationResult<operations['getVideoJob']>> {
    return callOperation(this.send, V2_OPERATIONS.getVideoJob, input as Input, options);
  }

  /** GET /health: Liveness: der Prozess läuft. (health) */
  health(...[input, options]: Args<operations['health']>): Promise<OperationResult<operations['health']>> {
    return callOperation(this.send, V2_OPERATIONS.health, input as Input, options);
  }

  /** GET /health/ready: Readiness: die Datenbank antwortet (sonst 503); `video` meldet, ob Videos gerendert werden können. (healthReady) */
  healthReady(
    ...[input, options]: Args<operations['healthReady']>
  ): Promise<OperationResult<operations['healthReady']>> {
    return callOperation(this.send, V2_OPERATIONS.healthReady, input as Input, options);
  }

  /** POST /api/v2/analytics/events: Ereignisse erfassen (ingestAnalyticsEvents) */
  ingestAnalyticsEvents(
    ...[input, options]: Args<operations['ingestAnalyticsEvents']>
  ): Promise<OperationResult<operations['ingestAnalyticsEvents']>> {
    return callOperation(this.send, V2_OPERATIONS.ingestAnalyticsEvents, input as Input, options);
  }

  /** GET /api/v2/developer/api-keys: API-Schlüssel des Mandanten (Präfix und letzte vier Zeichen, nie der Schlüssel) (listApiKeys) */
  listApiKeys(
    ...[input, options]: Args<operations['listApiKeys']>
  ): Promise<OperationResult<operations['listApiKeys']>> {
    return callOperation(this.send, V2_OPERATIONS.listApiKeys, input as Input, options);
  }

  /** GET /api/v2/compliance/audit-log: Audit-Log des Mandanten (unveränderbar, hash-verkettet) (listAuditLog) */
  listAuditLog(
    ...[input, options]: Args<operations['listAuditLog']>
  ): Promise<OperationResult<operations['listAuditLog']>> {
    return callOperation(this.send, V2_OPERATIONS.listAuditLog, input as Input, options);
  }

  /** GET /api/v2/admin/catalogue/sync-runs: Importläufe der Förderdatenbank (Betreiber, Scope operator) (listCatalogueSyncRuns) */
  listCatalogueSyncRuns(
    ...[input, options]: Args<operations['listCatalogueSyncRuns']>
  ): Promise<OperationResult<operations['listCatalogueSyncRuns']>> {
    return callOperation(this.send, V2_OPERATIONS.listCatalogueSyncRuns, input as Input, options);
  }

  /** GET /api/v2/notifications/digest/schedules: Digest-Zeitpläne des Mandanten (listDigestSchedules) */
  listDigestSchedules(
    ...[input, options]: Args<operations['listDigestSchedules']>
  ): Promise<OperationResult<operations['listDigestSchedules']>> {
    return callOperation(this.send, V2_OPERATIONS.listDigestSchedules, input as Input, options);
  }

  /** GET /api/v2/admin/feature-flags: Alle Feature-Flags (auch archivierte), mit Zustand (listFeatureFlags) */
  listFeatureFlags(
    ...[input, options]: Args<operations['listFeatureFlags']>
  ): Promise<OperationResult<operations['listFeatureFlags']>> {
    return callOperation(this.send, V2_OPERATIONS.listFeatureFlags, input as Input, options);
  }

  /** GET /api/v2/legal/rules: Datierte Rechtsregeln der Berechnung (listLegalRules) */
  listLegalRules(
    ...[input, options]: Args<operations['listLegalRules']>
  ): Promise<OperationResult<operations['listLegalRules']>> {
    return callOperation(this.send, V2_OPERATIONS.listLegalRules, input as Input, options);
  }

  /** GET /api/v2/programs: Was sich im Katalog geändert hat (listProgramChanges) */
  listProgramChanges(
    ...[input, options]: Args<operations['listProgramChanges']>
  ): Promise<OperationResult<operations['listProgramChanges']>> {
    return callOperation(this.send, V2_OPERATIONS.listProgramChanges, input as Input, options);
  }

  /** GET /api/v2/notifications/push/subscriptions: Web-Push-Abonnements des Mandanten (listPushSubscriptions) */
  listPushSubscriptions(
    ...[input, options]: Args<operations['listPushSubscriptions']>
  ): Promise<OperationResult<operations['listPushSubscriptions']>> {
    return callOperation(this.send, V2_OPERATIONS.listPushSubscriptions, input as Input, options);
  }

  /** GET /api/v2/analytics/reports/{id}/runs: Läufe eines geplanten Berichts (neueste zuerst, bis 100) (listReportRuns) */
  listReportRuns(
    ...[input, options]: Args<operations['listReportRuns']>
  ): Promise<OperationResult<operations['listReportRuns']>> {
    return callOperation(this.send, V2_OPERATIONS.listReportRuns, input as Input, options);
  }

  /** GET /api/v2/analytics/reports: Geplante Berichte (listReportSchedules) */
  listReportSchedules(
    ...[input, options]: Args<operations['listReportSchedules']>
  ): Promise<OperationResult<operations['listReportSchedules']>> {
    return callOperation(this.send, V2_OPERATIONS.listReportSchedules, input as Input, options);
  }

  /** GET /api/v2/integrations/slack/{id}/deliveries: Zustellprotokoll einer Slack-Verbindung (neueste 100) (listSlackDeliveries) */
  listSlackDeliveries(
    ...[input, options]: Args<operations['listSlackDeliveries']>
  ): Promise<OperationResult<operations['listSlackDeliveries']>> {
    return callOperation(this.send, V2_OPERATIONS.listSlackDeliveries, input as Input, options);
  }

  /** GET /api/v2/integrations/slack: Slack-Verbindungen des Mandanten (listSlackIntegrations) */
  listSlackIntegrations(
    ...[input, options]: Args<operations['listSlackIntegrations']>
  ): Promise<OperationResult<operations['listSlackIntegrations']>> {
    return callOperation(this.send, V2_OPERATIONS.listSlackIntegrations, input as Input, options);
  }

  /** GET /api/v2/integrations/teams/{id}/deliveries: Zustellprotokoll einer Teams-Verbindung (neueste 100) (listTeamsDeliveries) */
  listTeamsDeliveries(
    ...[input, options]: Args<operations['listTeamsDeliveries']>
  ): Promise<OperationResult<operations['listTeamsDeliveries']>> {
    return callOperation(this.send, V2_OPERATIONS.listTeamsDeliveries, input as Input, options);
  }

  /** GET /api/v2/integrations/teams: Microsoft-Teams-Verbindungen des Mandanten (listTeamsIntegrations) */
  listTeamsIntegrations(
    ...[input, options]: Args<operations['listTeamsIntegrations']>
  ): Promise<OperationResult<operations['listTeamsIntegrations']>> {
    return callOperation(this.send, V2_OPERATIONS.listTeamsIntegrations, input as Input, options);
  }

  /** GET /api/v2/admin/catalogue/term-proposals: Programme mit Konditionsvorschlägen, nach Konfidenz (Betreiber, Scope operator) (listTermProposals) */
  listTermProposals(
    ...[input, options]: Args<operations['listTermProposals']>
  ): Promise<OperationResult<operations['listTermProposals']>> {
    return callOperation(this.send, V2_OPERATIONS.listTermProposals, input as Input, options);
  }

  /** GET /api/v2/video: Video-Aufträge des Mandanten, neueste zuerst (listVideoJobs) */
  listVideoJobs(
    ...[input, options]: Args<operations['listVideoJobs']>
  ): Promise<OperationResult<operations['listVideoJobs']>> {
    return callOperation(this.send, V2_OPERATIONS.listVideoJobs, input as Input, options);
  }

  /** GET /api/v2/video/templates: Videovorlagen mit Feldern, Länge und Formaten (listVideoTemplates) */
  listVideoTemplates(
    ...[input, options]: Args<operations['listVideoTemplates']>
  ): Promise<OperationResult<operations['listVideoTemplates']>> {
    return callOperation(this.send, V2_OPERATIONS.listVideoTemplates, input as Input, options);
  }

  /** POST /api/v2/mcp: MCP-Endpunkt für KI-Assistenten (mcp) */
  mcp(...[input, options]: Args<operations['mcp']>): Promise<OperationResult<operations['mcp']>> {
    return callOperation(this.send, V2_OPERATIONS.mcp, input as Input, options);
  }

  /** DELETE /api/v2/mcp: MCP-Sitzung beenden (nicht angeboten) (mcpEndSession) */
  mcpEndSession(
    ...[input, options]: Args<operations['mcpEndSession']>
  ): Promise<OperationResult<operations['mcpEndSession']>> {
    return callOperation(this.send, V2_OPERATIONS.mcpEndSession, input as Input, options);
  }

  /** GET /api/v2/mcp: MCP-Ereignisstrom (nicht angeboten) (mcpStream) */
  mcpStream(
    ...[input, options]: Args<operations['mcpStream']>
  ): Promise<OperationResult<operations['mcpStream']>> {
    return callOperation(this.send, V2_OPERATIONS.mcpStream, input as Input, options);
  }

  /** POST /api/v2/ofrep/v1/evaluate/flags/{key}: OFREP: ein Flag auswerten (ofrepEvaluateFlag) */
  ofrepEvaluateFlag(
    ...[input, options]: Args<operations['ofrepEvaluateFlag']>
  ): Promise<OperationResult<operations['ofrepEvaluateFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.ofrepEvaluateFlag, input as Input, options);
  }

  /** POST /api/v2/ofrep/v1/evaluate/flags: OFREP: alle Flags auswerten (Bulk) (ofrepEvaluateFlags) */
  ofrepEvaluateFlags(
    ...[input, options]: Args<operations['ofrepEvaluateFlags']>
  ): Promise<OperationResult<operations['ofrepEvaluateFlags']>> {
    return callOperation(this.send, V2_OPERATIONS.ofrepEvaluateFlags, input as Input, options);
  }

  /** POST /api/v2/integrations/elster: Antrag auf Forschungszulage vorbereiten (nicht übermitteln) (prepareElsterFiling) */
  prepareElsterFiling(
    ...[input, options]: Args<operations['prepareElsterFiling']>
  ): Promise<OperationResult<operations['prepareElsterFiling']>> {
    return callOperation(this.send, V2_OPERATIONS.prepareElsterFiling, input as Input, options);
  }

  /** PUT /api/v2/analytics/settings: Analyse-Einstellungen setzen (putAnalyticsSettings) */
  putAnalyticsSettings(
    ...[input, options]: Args<operations['putAnalyticsSettings']>
  ): Promise<OperationResult<operations['putAnalyticsSettings']>> {
    return callOperation(this.send, V2_OPERATIONS.putAnalyticsSettings, input as Input, options);
  }

  /** PUT /api/v2/integrations/datev/settings: DATEV-Einstellungen des Mandanten setzen (ersetzt sie vollständig) (putDatevSettings) */
  putDatevSettings(
    ...[input, options]: Args<operations['putDatevSettings']>
  ): Promise<OperationResult<operations['putDatevSettings']>> {
    return callOperation(this.send, V2_OPERATIONS.putDatevSettings, input as Input, options);
  }

  /** POST /api/v2/dsgvo/erase: Löschanfrage (Art. 17 DSGVO) (requestErasure) */
  requestErasure(
    ...[input, options]: Args<operations['requestErasure']>
  ): Promise<OperationResult<operations['requestErasure']>> {
    return callOperation(this.send, V2_OPERATIONS.requestErasure, input as Input, options);
  }

  /** POST /api/v2/compliance/gobd/export: GoBD-Datenträgerüberlassung (Z3): Export anfordern (requestGobdExport) */
  requestGobdExport(
    ...[input, options]: Args<operations['requestGobdExport']>
  ): Promise<OperationResult<operations['requestGobdExport']>> {
    return callOperation(this.send, V2_OPERATIONS.requestGobdExport, input as Input, options);
  }

  /** GET /api/v2/dsgvo/portability: Datenübertragbarkeit (Art. 20 DSGVO), veraltet: POST verwenden (requestPortability) */
  requestPortability(
    ...[input, options]: Args<operations['requestPortability']>
  ): Promise<OperationResult<operations['requestPortability']>> {
    return callOperation(this.send, V2_OPERATIONS.requestPortability, input as Input, options);
  }

  /** POST /api/v2/admin/catalogue/term-proposals/{programId}/{term}/decision: Vorschlag bestätigen, korrigieren oder verwerfen (Betreiber, Scope operator) (reviewTermProposal) */
  reviewTermProposal(
    ...[input, options]: Args<operations['reviewTermProposal']>
  ): Promise<OperationResult<operations['reviewTermProposal']>> {
    return callOperation(this.send, V2_OPERATIONS.reviewTermProposal, input as Input, options);
  }

  /** DELETE /api/v2/developer/api-keys/{id}: API-Schlüssel widerrufen (revokeApiKey) */
  revokeApiKey(
    ...[input, options]: Args<operations['revokeApiKey']>
  ): Promise<OperationResult<operations['revokeApiKey']>> {
    return callOperation(this.send, V2_OPERATIONS.revokeApiKey, input as Input, options);
  }

  /** POST /api/v2/admin/feature-flags/{key}/rollback: Auf die Definition einer früheren Version zurücksetzen (als neue Version) (rollbackFeatureFlag) */
  rollbackFeatureFlag(
    ...[input, options]: Args<operations['rollbackFeatureFlag']>
  ): Promise<OperationResult<operations['rollbackFeatureFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.rollbackFeatureFlag, input as Input, options);
  }

  /** POST /api/v2/notifications/digest/schedule: Digest planen (täglich oder wöchentlich zur Ortszeit) (scheduleDigest) */
  scheduleDigest(
    ...[input, options]: Args<operations['scheduleDigest']>
  ): Promise<OperationResult<operations['scheduleDigest']>> {
    return callOperation(this.send, V2_OPERATIONS.scheduleDigest, input as Input, options);
  }

  /** GET /api/v2/programs/search: Programme suchen (searchPrograms) */
  searchPrograms(
    ...[input, options]: Args<operations['searchPrograms']>
  ): Promise<OperationResult<operations['searchPrograms']>> {
    return callOperation(this.send, V2_OPERATIONS.searchPrograms, input as Input, options);
  }

  /** POST /api/v2/notifications/push/send: Push-Nachricht einreihen (sendPush) */
  sendPush(
    ...[input, options]: Args<operations['sendPush']>
  ): Promise<OperationResult<operations['sendPush']>> {
    return callOperation(this.send, V2_OPERATIONS.sendPush, input as Input, options);
  }

  /** POST /api/v2/admin/catalogue/sync-runs: Import der Förderdatenbank jetzt starten (Betreiber, Scope operator) (startCatalogueSyncRun) */
  startCatalogueSyncRun(
    ...[input, options]: Args<operations['startCatalogueSyncRun']>
  ): Promise<OperationResult<operations['startCatalogueSyncRun']>> {
    return callOperation(this.send, V2_OPERATIONS.startCatalogueSyncRun, input as Input, options);
  }

  /** POST /api/v2/notifications/push/subscribe: Web-Push-Abonnement eines Browsers speichern (subscribePush) */
  subscribePush(
    ...[input, options]: Args<operations['subscribePush']>
  ): Promise<OperationResult<operations['subscribePush']>> {
    return callOperation(this.send, V2_OPERATIONS.subscribePush, input as Input, options);
  }

  /** POST /api/v2/integrations/hubspot/sync: Unternehmen und Deals mit HubSpot abgleichen (syncHubspot) */
  syncHubspot(
    ...[input, options]: Args<operations['syncHubspot']>
  ): Promise<OperationResult<operations['syncHubspot']>> {
    return callOperation(this.send, V2_OPERATIONS.syncHubspot, input as Input, options);
  }

  /** POST /api/v2/integrations/slack/{id}/test: Testnachricht an eine Slack-Verbindung senden (testSlack) */
  testSlack(
    ...[input, options]: Args<operations['testSlack']>
  ): Promise<OperationResult<operations['testSlack']>> {
    return callOperation(this.send, V2_OPERATIONS.testSlack, input as Input, options);
  }

  /** POST /api/v2/integrations/teams/{id}/test: Testnachricht an eine Teams-Verbindung senden (testTeams) */
  testTeams(
    ...[input, options]: Args<operations['testTeams']>
  ): Promise<OperationResult<operations['testTeams']>> {
    return callOperation(this.send, V2_OPERATIONS.testTeams, input as Input, options);
  }

  /** GET /api/v2/cron/data-retention: Job `data-retention` auslösen: Aufbewahrungsfristen durchsetzen: Daten löschen oder pseudonymisieren (triggerDataRetention) */
  triggerDataRetention(
    ...[input, options]: Args<operations['triggerDataRetention']>
  ): Promise<OperationResult<operations['triggerDataRetention']>> {
    return callOperation(this.send, V2_OPERATIONS.triggerDataRetention, input as Input, options);
  }

  /** GET /api/v2/cron/legal-monitoring: Job `legal-monitoring` auslösen: Gesetzgebung und Rechtsänderungen beobachten (DIP Bundestag, NeuRIS) (triggerLegalMonitoring) */
  triggerLegalMonitoring(
    ...[input, options]: Args<operations['triggerLegalMonitoring']>
  ): Promise<OperationResult<operations['triggerLegalMonitoring']>> {
    return callOperation(this.send, V2_OPERATIONS.triggerLegalMonitoring, input as Input, options);
  }

  /** GET /api/v2/cron/program-sync: Job `program-sync` auslösen: Förderprogramme mit der Förderdatenbank des Bundes abgleichen (triggerProgramSync) */
  triggerProgramSync(
    ...[input, options]: Args<operations['triggerProgramSync']>
  ): Promise<OperationResult<operations['triggerProgramSync']>> {
    return callOperation(this.send, V2_OPERATIONS.triggerProgramSync, input as Input, options);
  }

  /** GET /api/v2/cron/scheduled-reports: Job `scheduled-reports` auslösen: Geplante Berichte der Mandanten erstellen und versenden (triggerScheduledReports) */
  triggerScheduledReports(
    ...[input, options]: Args<operations['triggerScheduledReports']>
  ): Promise<OperationResult<operations['triggerScheduledReports']>> {
    return callOperation(this.send, V2_OPERATIONS.triggerScheduledReports, input as Input, options);
  }

  /** GET /api/v2/cron/weekly-digest: Job `weekly-digest` auslösen: Wöchentliche Zusammenfassung versenden (triggerWeeklyDigest) */
  triggerWeeklyDigest(
    ...[input, options]: Args<operations['triggerWeeklyDigest']>
  ): Promise<OperationResult<operations['triggerWeeklyDigest']>> {
    return callOperation(this.send, V2_OPERATIONS.triggerWeeklyDigest, input as Input, options);
  }

  /** PATCH /api/v2/compliance/dpia/{id}: Folgenabschätzung ändern, prüfen lassen, freigeben (updateDpia) */
  updateDpia(
    ...[input, options]: Args<operations['updateDpia']>
  ): Promise<OperationResult<operations['updateDpia']>> {
    return callOperation(this.send, V2_OPERATIONS.updateDpia, input as Input, options);
  }

  /** PATCH /api/v2/admin/feature-flags/{key}: Feature-Flag ändern, archivieren oder wiederherstellen (neue Version mit Diff) (updateFeatureFlag) */
  updateFeatureFlag(
    ...[input, options]: Args<operations['updateFeatureFlag']>
  ): Promise<OperationResult<operations['updateFeatureFlag']>> {
    return callOperation(this.send, V2_OPERATIONS.updateFeatureFlag, input as Input, options);
  }
}
