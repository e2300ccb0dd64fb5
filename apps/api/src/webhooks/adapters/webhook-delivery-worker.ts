import { transactionOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { Counter } from 'prom-client';
import type { EntityManager } from 'typeorm';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { WebhookConfig } from '../application/webhook-settings';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { nextRetryDelaySeconds } from '../application/retry-policy';
import type { WebhookEndpointRepository } from '../application/webhook-endpoint-repository.port';
import type { WebhookResponse, WebhookSender } from '../application/webhook-sender.port';
import { signWebhook } from '../application/webhook-signature';
import type { OutboxOutboundEvents } from '../persistence/outbox-outbound-events';
import type { WebhookEndpointDisabledPayload } from '../webhooks.event-types';
import { DELIVERY_JOB, type DeliveryJob } from '../application/delivery-job';

interface MessageRow {
  // Read back from our own table, which only ever holds checked tenant ids.
  tenant_id: TenantId;
  event_id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  type: string;
  payload: unknown;
  url: string;
  enabled: boolean;
  sandbox: boolean;
}

type Outcome = 'succeeded' | 'retrying' | 'failed';

/**
 * Works one delivery job: signs, sends (outside any transaction: the embedded database has one session),
 * then records the attempt, the message state, the next attempt and endpoint consequences in one transaction.
 * 410 disables the endpoint; exhausting the schedule `disableAfterExhaustions` times in a row disables it too.
 */
export class WebhookDeliveryWorker {
  private readonly log = new Logger('Webhooks');

  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly sender: WebhookSender,
    private readonly outbox: OutboxOutboundEvents,
    private readonly jobs: TenantJobs,
    private readonly clock: Clock,
    private readonly settings: WebhookConfig,
    /** Attempts by outcome and trigger, for `/metrics` (AppMetrics.counter; absent in unit tests). */
    private readonly attempts?: Counter<'outcome' | 'trigger'>,
  ) {}

  /** Registered through `TenantJobs`, which drops a job without a valid tenant before it gets here. */
  async handle(job: DeliveryJob): Promise<void> {
    const rows = await this.tenantTx.query<MessageRow[]>(
      job.tenantId,
      `SELECT m.tenant_id, m.event_id, m.endpoint_id, m.status, m.attempts, e.type, e.payload, ep.url, ep.enabled, ep.sandbox
       FROM webhook_messages m JOIN webhook_events e ON e.id = m.event_id JOIN webhook_endpoints ep ON ep.id = m.endpoint_id
       WHERE m.id = $1`,
      [job.messageId],
    );
    const message = rows[0];
    if (!message) return; // endpoint or event deleted meanwhile
    const manual = job.trigger === 'manual';
    if (!manual && (message.status !== 'pending' || message.attempts >= job.attempt)) return; // replayed job
    if (!message.enabled && !manual) {
      await this.tenantTx.query(
        job.tenantId,
        `UPDATE webhook_messages SET status = 'failed', next_attempt_at = NULL, updated_at = $2 WHERE id = $1`,
        [job.messageId, this.clock.now()],
      );
      return;
    }
    const attempt = manual ? message.attempts + 1 : job.attempt;
    const attemptedAt = this.clock.now();
    const secrets = await this.endpoints.signingSecrets(message.tenant_id, message.endpoint_id, attemptedAt);
    if (!secrets) return;
    const body = JSON.stringify(message.payload);
    const headers = signWebhook(message.event_id, attemptedAt, body, [
      secrets.current,
      ...(secrets.previous ? [secrets.previous] : []),
    ]);
    const response = await this.sender.send({ url: message.url, headers: { ...headers }, body });
    await this.tenantTx.run(job.tenantId, (em) =>
      this.record(em, job, message, attempt, attemptedAt, response),
    );
  }

  private async record(
    em: EntityManager,
    job: DeliveryJob,
    message: MessageRow,
    attempt: number,
    attemptedAt: Date,
    response: WebhookResponse,
  ): Promise<void> {
    const now = this.clock.now();
    const manual = job.trigger === 'manual';
    const gone = response.httpStatus === 410;
    const delay =
      response.ok || gone || manual
        ? null
        : nextRetryDelaySeconds(attempt, this.settings.retryScheduleSeconds, response.retryAfterSeconds);
    const outcome: Outcome = response.ok ? 'succeeded' : delay !== null ? 'retrying' : 'failed';
    const nextAttemptAt = delay !== null ? new Date(now.getTime() + delay * 1000) : null;
    this.attempts?.inc({ outcome, trigger: job.trigger });
    await em.query(
      `INSERT INTO webhook_delivery_attempts (id, tenant_id, message_id, event_id, event_type, endpoint_id, attempt, trigger, outcome,
         attempted_at, duration_ms, http_status, error_class, response_excerpt, next_attempt_at, sandbox)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        randomUUID(),
        message.tenant_id,
        job.messageId,
        message.event_id,
        message.type,
        message.endpoint_id,
        attempt,
        job.trigger,
        outcome,
        attemptedAt,
        Math.max(0, Math.round(response.durationMs)),
        response.httpStatus,
        response.errorClass,
        response.excerpt,
        nextAttemptAt,
        message.sandbox,
      ],
    );
    if (manual) {
      // A manual redelivery is one extra attempt: it ends the message on success, never the retry chain.
      if (response.ok) await this.finishMessage(em, job.messageId, 'succeeded', now);
    } else if (outcome === 'retrying') {
      await em.query(
        `UPDATE webhook_messages SET attempts = $2, next_attempt_at = $3, updated_at = $4 WHERE id = $1`,
        [job.messageId, attempt, nextAttemptAt, now],
      );
      const retry: DeliveryJob = {
        tenantId: message.tenant_id,
        messageId: job.messageId,
        attempt: attempt + 1,
        trigger: 'retry',
      };
      await this.jobs.enqueue(DELIVERY_JOB, retry, {
        startAfterSeconds: delay ?? 0,
        transaction: transactionOf(message.tenant_id, em),
      });
    } else {
      await em.query(`UPDATE webhook_messages SET attempts = $2, updated_at = $3 WHERE id = $1`, [
        job.messageId,
        attempt,
        now,
      ]);
      await this.finishMessage(em, job.messageId, outcome, now);
    }
    if (response.ok) {
      await em.query(
        `UPDATE webhook_endpoints SET consecutive_exhaustions = 0 WHERE id = $1 AND consecutive_exhaustions > 0`,
        [message.endpoint_id],
      );
    } else if (gone) {
      await this.disable(em, message, 'gone', now);
    } else if (outcome === 'failed' && !manual) {
      const [rows] = (await em.query(
        `UPDATE webhook_endpoints SET consecutive_exhaustions = consecutive_exhaustions + 1 WHERE id = $1 RETURNING consecutive_exhaustions`,
        [message.endpoint_id],
      )) as [{ consecutive_exhaustions: number }[], number];
      if ((rows[0]?.consecutive_exhaustions ?? 0) >= this.settings.disableAfterExhaustions) {
        await this.disable(em, message, 'exhausted', now);
      }
    }
    await this.prune(em, message.tenant_id, now);
  }

  private async finishMessage(
    em: EntityManager,
    messageId: string,
    status: 'succeeded' | 'failed',
    now: Date,
  ): Promise<void> {
    await em.query(
      `UPDATE webhook_messages SET status = $2, next_attempt_at = NULL, updated_at = $3 WHERE id = $1`,
      [messageId, status, now],
    );
  }

  private async disable(
    em: EntityManager,
    message: MessageRow,
    reason: 'gone' | 'exhausted',
    now: Date,
  ): Promise<void> {
    const [rows] = (await em.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = $3 WHERE id = $1 AND enabled RETURNING id`,
      [message.endpoint_id, reason, now],
    )) as [{ id: string }[], number];
    if (rows.length === 0) return;
    this.log.warn(`webhook endpoint ${message.endpoint_id} disabled (${reason})`);
    await this.outbox.publishIn(em, message.tenant_id, {
      type: 'webhook.endpoint_disabled',
      sandbox: message.sandbox,
      data: { endpointId: message.endpoint_id, reason } satisfies WebhookEndpointDisabledPayload,
    });
  }

  /** Bounded retention: a tenant's old events (with their messages and attempts) go when it is active anyway. */
  private async prune(em: EntityManager, tenantId: TenantId, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - this.settings.retentionDays * 86_400_000);
    await em.query(`DELETE FROM webhook_events WHERE tenant_id = $1 AND created_at < $2`, [tenantId, cutoff]);
    await em.query(`DELETE FROM webhook_delivery_attempts WHERE tenant_id = $1 AND attempted_at < $2`, [
      tenantId,
      cutoff,
    ]);
  }
}
