import type { TenantId } from '@libs/shared';

/** A receiver URL of one tenant. The signing secrets are never part of it (see `WebhookSecrets`). */
export interface WebhookEndpoint {
  id: string;
  tenantId: TenantId;
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
  /** Why the platform disabled it (`gone`: 410, `exhausted`: repeated failures); null when enabled or by the user. */
  disabledReason: string | null;
  /** A sandbox endpoint receives the events of sandbox credentials only, a live one only live events. */
  sandbox: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The plaintext signing secrets of an endpoint: current first, the previous one during a rotation's grace. */
export interface WebhookSigningSecrets {
  current: string;
  previous: string | null;
}
