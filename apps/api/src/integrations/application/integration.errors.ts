import { DomainError, NotFoundError } from '@libs/shared';
import { INTEGRATION_ERROR_CODES as CODES } from '../integrations.error-codes';

export class ChatDestinationNotFoundError extends NotFoundError {
  constructor() {
    super('CHAT_DESTINATION_NOT_FOUND', CODES.CHAT_DESTINATION_NOT_FOUND.message);
  }
}

export class ChatIntegrationsNotInPlanError extends DomainError {
  readonly code = 'CHAT_INTEGRATIONS_NOT_IN_PLAN';
  constructor(plan: string) {
    super(CODES.CHAT_INTEGRATIONS_NOT_IN_PLAN.message, { plan });
  }
}

export class ChatDestinationLimitReachedError extends DomainError {
  readonly code = 'CHAT_DESTINATION_LIMIT_REACHED';
  constructor(plan: string, limit: number) {
    super(CODES.CHAT_DESTINATION_LIMIT_REACHED.message, { plan, limit });
  }
}

export class ChatWebhookUrlRejectedError extends DomainError {
  readonly code = 'CHAT_WEBHOOK_URL_REJECTED';
  constructor(reason: string) {
    super(CODES.CHAT_WEBHOOK_URL_REJECTED.message, { reason });
  }
}

export class TeamsConnectorRetiredError extends DomainError {
  readonly code = 'TEAMS_CONNECTOR_RETIRED';
  constructor(reason: string) {
    super(CODES.TEAMS_CONNECTOR_RETIRED.message, { reason });
  }
}

export class ChatEventTypeNotRoutableError extends DomainError {
  readonly code = 'CHAT_EVENT_TYPE_NOT_ROUTABLE';
  constructor(eventTypes: string[]) {
    super(CODES.CHAT_EVENT_TYPE_NOT_ROUTABLE.message, { eventTypes });
  }
}

export class ChatDestinationDisabledError extends DomainError {
  readonly code = 'CHAT_DESTINATION_DISABLED';
  constructor(reason: string | null) {
    super(CODES.CHAT_DESTINATION_DISABLED.message, { reason });
  }
}

export class TaxAndAccountingNotInPlanError extends DomainError {
  readonly code = 'TAX_AND_ACCOUNTING_NOT_IN_PLAN';
  constructor(plan: string) {
    super(CODES.TAX_AND_ACCOUNTING_NOT_IN_PLAN.message, { plan });
  }
}

export class DatevExportInvalidError extends DomainError {
  readonly code = 'DATEV_EXPORT_INVALID';
  constructor(problems: { line: number; field: string; message: string }[]) {
    super(CODES.DATEV_EXPORT_INVALID.message, { problems });
  }
}

export class DatevSettingsNotFoundError extends NotFoundError {
  constructor() {
    super('DATEV_SETTINGS_NOT_FOUND', CODES.DATEV_SETTINGS_NOT_FOUND.message);
  }
}

/** Names each missing field in the message too: the caller learns in one answer what to add where. */
export class DatevSettingsIncompleteError extends DomainError {
  readonly code = 'DATEV_SETTINGS_INCOMPLETE';
  constructor(missing: { field: string; label: string }[]) {
    super(
      `Für den DATEV-Export fehlen: ${missing.map((m) => m.label).join(', ')}. Bitte in den DATEV-Einstellungen des Mandanten hinterlegen (PUT /api/v2/integrations/datev/settings) oder in der Anfrage angeben.`,
      { missing: missing.map((m) => m.field) },
    );
  }
}

export class HubspotNotConnectedError extends DomainError {
  readonly code = 'HUBSPOT_NOT_CONNECTED';
  constructor() {
    super(CODES.HUBSPOT_NOT_CONNECTED.message);
  }
}

export class HubspotConnectionNotFoundError extends NotFoundError {
  constructor() {
    super('HUBSPOT_CONNECTION_NOT_FOUND', CODES.HUBSPOT_CONNECTION_NOT_FOUND.message);
  }
}

export class HubspotSyncRunNotFoundError extends NotFoundError {
  constructor() {
    super('HUBSPOT_SYNC_RUN_NOT_FOUND', CODES.HUBSPOT_SYNC_RUN_NOT_FOUND.message);
  }
}

export class CrmSyncNotInPlanError extends DomainError {
  readonly code = 'CRM_SYNC_NOT_IN_PLAN';
  constructor(plan: string) {
    super(CODES.CRM_SYNC_NOT_IN_PLAN.message, { plan });
  }
}

export class CrmSyncTooLargeError extends DomainError {
  readonly code = 'CRM_SYNC_TOO_LARGE';
  constructor(records: number, limit: number) {
    super(CODES.CRM_SYNC_TOO_LARGE.message, { records, limit });
  }
}
