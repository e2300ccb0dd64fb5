import type { TenantScope } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { UUID_PATTERN } from '../../platform/validation/uuid';
import type { ChatOutbox } from '../application/chat-outbox.port';
import { TeamChats, type TeamChatDestination } from '../application/team-chats';
import type { ChatMessage, ChatVendor } from '../domain/chat-message';
import { renderChatParts } from '../domain/render-chat';

/** Named destinations under the tenant's row-level security, always filtered on tenant and mode as well. */
export class TypeormTeamChats extends TeamChats {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly outbox: ChatOutbox,
  ) {
    super();
  }

  async find({ tenantId, sandbox }: TenantScope, ids: readonly string[]): Promise<TeamChatDestination[]> {
    const wanted = ids.filter((id) => UUID_PATTERN.test(id));
    if (wanted.length === 0) return [];
    return this.tenantTx.query<TeamChatDestination[]>(
      tenantId,
      `SELECT id, vendor, enabled FROM chat_destinations
       WHERE tenant_id = $1 AND sandbox = $2 AND id = ANY($3::uuid[]) ORDER BY created_at, id`,
      [tenantId, sandbox, wanted],
    );
  }

  async post(
    { tenantId, sandbox }: TenantScope,
    ids: readonly string[],
    eventType: string,
    message: ChatMessage,
    tx: Transaction,
  ): Promise<string[]> {
    const wanted = ids.filter((id) => UUID_PATTERN.test(id));
    if (wanted.length === 0) return [];
    const rows: { id: string; vendor: ChatVendor }[] = await entityManagerOf(tx).query(
      `SELECT id, vendor FROM chat_destinations
       WHERE tenant_id = $1 AND sandbox = $2 AND enabled AND id = ANY($3::uuid[]) ORDER BY created_at, id`,
      [tenantId, sandbox, wanted],
    );
    // Rendered now, as for events: a later renderer change never alters what was queued.
    await this.outbox.queue(
      tenantId,
      rows.map((d) => ({ destination: d, eventType, parts: renderChatParts(d.vendor, message) })),
      tx,
    );
    return rows.map((r) => r.id);
  }
}
