import { Logger } from '@nestjs/common';
import type { Clock, TenantId } from '@libs/shared';
import type { SecretCipher, WebhookResponse } from '../../webhooks';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { transactionOf } from '../../platform/tenancy/typeorm-unit-of-work';
import { judgeChatAnswer, type ChatVerdict } from '../domain/chat-answer';
import { chatUrlProblem, type ChatUrlRules } from '../domain/chat-url';
import type { ChatVendor } from '../domain/chat-message';
import { CHAT_DELIVERY_JOB, type ChatDeliveryJob } from '../application/chat-delivery-job';
import type { ChatDestinationDisabledPayload } from '../integrations.event-types';

/** How long the chat delivery log is kept (as the webhooks' log). */
const LOG_RETENTION_DAYS = 30;

/** Sends one JSON body; the webhooks module's guarded sender (SSRF guard at connect, deadline, no redirects). */
export type ChatPost = (url: string, body: string) => Promise<WebhookResponse>;

interface Row {
  tenant_id: TenantId;
  destination_id: string;
  status: string;
  parts: unknown[];
  parts_sent: number;
  attempts: number;
  vendor: ChatVendor;
  url_ciphertext: string;
  enabled: boolean;
  sandbox: boolean;
}

/**
 * Works one chat message: posts its remaining parts in order (outside any transaction), then records the
 * outcome, the retry (429 only: a post is not idempotent, so nothing else is retried) and the disabling of
 * the destination, in one transaction.
 */
export class ChatDeliveryWorker {
  private readonly log = new Logger('Integrations');

  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly cipher: SecretCipher,
    private readonly post: ChatPost,
    private readonly jobs: TenantJobs,
    private readonly events: OutboundEvents,
    private readonly rules: ChatUrlRules,
    private readonly clock: Clock,
  ) {}

  async handle(job: ChatDeliveryJob): Promise<void> {
    const [row] = await this.tenantTx.query<Row[]>(
      job.tenantId,
      `SELECT m.tenant_id, m.destination_id, m.status, m.parts, m.parts_sent, m.attempts, d.vendor, d.url_ciphertext, d.enabled, d.sandbox
       FROM chat_messages m JOIN chat_destinations d ON d.id = m.destination_id WHERE m.id = $1`,
      [job.messageId],
    );
    if (!row || row.status !== 'pending') return; // destination deleted, or a replayed job
    // A sandbox credential reaches nothing real (ADR 0009): logged with every part, posted nowhere.
    if (row.sandbox) return this.record(job, row, { kind: 'sandbox' }, row.parts.length, 0, null);
    let verdict: ChatVerdict = { kind: 'delivered' };
    let sent = row.parts_sent;
    let attempts = row.attempts;
    let httpStatus: number | null = null;
    const url = this.cipher.decrypt(row.url_ciphertext);
    const problem = row.enabled ? chatUrlProblem(row.vendor, url, this.rules) : 'destination_disabled';
    if (problem) verdict = { kind: 'failed', reason: problem };
    while (verdict.kind === 'delivered' && sent < row.parts.length) {
      const answer = await this.post(url, JSON.stringify(row.parts[sent]));
      attempts += 1;
      httpStatus = answer.httpStatus;
      verdict = judgeChatAnswer(row.vendor, {
        httpStatus: answer.httpStatus,
        body: answer.excerpt,
        retryAfterSeconds: answer.retryAfterSeconds,
        errorClass: answer.errorClass,
      });
      if (verdict.kind === 'delivered') sent += 1;
    }
    await this.record(job, row, verdict, sent, attempts, httpStatus);
  }

  private record(
    job: ChatDeliveryJob,
    row: Row,
    verdict: ChatVerdict | { kind: 'sandbox' },
    sent: number,
    attempts: number,
    httpStatus: number | null,
  ): Promise<void> {
    const now = this.clock.now();
    const status =
      verdict.kind === 'delivered' || verdict.kind === 'sandbox'
        ? verdict.kind
        : verdict.kind === 'retry'
          ? 'pending'
          : 'failed';
    const error =
      verdict.kind === 'delivered' || verdict.kind === 'sandbox'
        ? null
        : verdict.kind === 'retry'
          ? `429, erneut nach ${verdict.afterSeconds} s`
          : verdict.reason;
    return this.tenantTx.run(job.tenantId, async (em) => {
      await em.query(
        `UPDATE chat_messages SET status = $2, parts_sent = $3, attempts = $4, last_http_status = $5, last_error = $6, updated_at = $7
         WHERE id = $1`,
        [job.messageId, status, sent, attempts, httpStatus, error, now],
      );
      // Bounded retention of the delivery log: a tenant's old messages go when it is active anyway.
      await em.query(
        `DELETE FROM chat_messages WHERE tenant_id = $1 AND created_at < $2 AND status <> 'pending'`,
        [job.tenantId, new Date(now.getTime() - LOG_RETENTION_DAYS * 86_400_000)],
      );
      const tx = transactionOf(job.tenantId, em);
      if (verdict.kind === 'retry') {
        await this.jobs.enqueue(CHAT_DELIVERY_JOB, job, {
          startAfterSeconds: verdict.afterSeconds,
          transaction: tx,
        });
      }
      if (verdict.kind !== 'disable') return;
      const [disabled] = (await em.query(
        `UPDATE chat_destinations SET enabled = false, disabled_reason = $2, updated_at = $3 WHERE id = $1 AND enabled RETURNING id`,
        [row.destination_id, verdict.reason.slice(0, 300), now],
      )) as [{ id: string }[], number];
      if (disabled.length === 0) return;
      this.log.warn(`chat destination ${row.destination_id} disabled (${verdict.reason})`);
      const data: ChatDestinationDisabledPayload = {
        destinationId: row.destination_id,
        vendor: row.vendor,
        reason: verdict.reason.slice(0, 300),
      };
      await this.events.publish(
        job.tenantId,
        { type: 'teamchat.destination_disabled', sandbox: row.sandbox, data: { ...data } },
        tx,
      );
    });
  }
}
