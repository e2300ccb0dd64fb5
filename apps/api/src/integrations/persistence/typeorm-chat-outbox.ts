import { randomUUID } from 'node:crypto';
import type { Clock, TenantId } from '@libs/shared';
import type { EntityManager } from 'typeorm';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { transactionManagerOf, transactionOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { CHAT_DELIVERY_JOB } from '../application/chat-delivery-job';
import { ChatOutbox, type QueuedChatMessage } from '../application/chat-outbox.port';

/**
 * Chat messages and their delivery jobs in one transaction (the publisher's when given): a message exists
 * exactly when the change that caused it committed, and a crash after the commit still delivers it.
 */
export class TypeormChatOutbox extends ChatOutbox {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly jobs: TenantJobs,
    private readonly clock: Clock,
  ) {
    super();
  }

  async queue(tenantId: TenantId, messages: QueuedChatMessage[], tx?: Transaction): Promise<string[]> {
    if (messages.length === 0) return [];
    if (tx) return this.write(await transactionManagerOf(tx), tenantId, messages);
    return this.tenantTx.run(tenantId, (em) => this.write(em, tenantId, messages));
  }

  private async write(
    em: EntityManager,
    tenantId: TenantId,
    messages: QueuedChatMessage[],
  ): Promise<string[]> {
    const now = this.clock.now();
    const ids: string[] = [];
    for (const m of messages) {
      const id = randomUUID();
      await em.query(
        `INSERT INTO chat_messages (id, tenant_id, destination_id, event_type, parts, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
        [id, tenantId, m.destination.id, m.eventType, JSON.stringify(m.parts), now],
      );
      await this.jobs.enqueue(
        CHAT_DELIVERY_JOB,
        { tenantId, messageId: id },
        { transaction: transactionOf(tenantId, em) },
      );
      ids.push(id);
    }
    return ids;
  }
}
