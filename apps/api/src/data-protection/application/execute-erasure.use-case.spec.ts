import { FixedClock, parseTenantId } from '@libs/shared';
import { ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
import { randomUUID } from 'node:crypto';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { canonicalJson, sha256Hex } from '../domain/canonical-json';
import type { ErasureReceipt } from '../domain/dsgvo-request';
import {
  InMemoryAuditTrail,
  InMemoryDsgvoRequests,
  ScriptedSubjectData,
} from '../testing/data-protection.fakes';
import { ExecuteErasure } from './execute-erasure.use-case';
import { ExternalErasures, type ExternalErasureAction } from './external-erasure.port';
import { ReceiveDsgvoRequest } from './receive-dsgvo-request.use-case';

const tenant = parseTenantId(randomUUID())!;
const jobs = { enqueue: jest.fn(async () => undefined) } as unknown as TenantJobs;

function setup(
  actions: ConstructorParameters<typeof ScriptedSubjectData>[0],
  external = new ExternalErasures(),
) {
  const clock = new FixedClock(new Date('2026-01-31T10:00:00Z'));
  const uow = new ImmediateUnitOfWork();
  const requests = new InMemoryDsgvoRequests();
  const subjects = new ScriptedSubjectData(actions);
  const audit = new InMemoryAuditTrail();
  const events = new RecordingOutboundEvents();
  return {
    clock,
    requests,
    subjects,
    audit,
    events,
    receive: new ReceiveDsgvoRequest(uow, requests, subjects, audit, jobs, clock),
    execute: new ExecuteErasure(uow, requests, subjects, audit, events, clock, external),
  };
}

describe('erasure use cases', () => {
  it('writes what a module still holds in memory before it erases (buffered server events)', async () => {
    const order: string[] = [];
    const external = new ExternalErasures();
    external.registerPendingWrites(async () => {
      order.push('flushed');
    });
    const s = setup(
      [{ table: 'analytics_events', categories: ['usage'], action: 'delete', rows: 1 }],
      external,
    );
    const erase = s.subjects.erase.bind(s.subjects);
    s.subjects.erase = async (...args) => {
      order.push('erased');
      return erase(...args);
    };
    const { request } = await s.receive.execute({ tenantId: tenant, sandbox: false }, 'erasure', {
      identifier: 'actor_id',
      value: 'k-1',
    });
    await s.execute.execute(tenant, request.id);
    expect(order).toEqual(['flushed', 'erased']);
  });

  it('receives with a normalised identifier and the month-end due date, then executes once', async () => {
    const s = setup([{ table: 'contacts', categories: ['contact'], action: 'delete', rows: 2 }]);
    const { request } = await s.receive.execute({ tenantId: tenant, sandbox: false }, 'erasure', {
      identifier: 'email',
      value: '  Erika@Example.COM ',
    });
    expect(request).toMatchObject({
      status: 'received',
      dueDate: '2026-02-28',
      subjectValue: 'erika@example.com',
    });
    expect(jobs.enqueue).toHaveBeenCalledWith(
      expect.objectContaining({ queue: 'dsgvo-erasure' }),
      {
        tenantId: tenant,
        requestId: request.id,
      },
      expect.anything(),
    );

    s.clock.set(new Date('2026-02-02T08:00:00Z'));
    await s.execute.execute(tenant, request.id);
    await s.execute.execute(tenant, request.id); // at least once: the second run finds it done
    expect(s.subjects.erased).toHaveLength(1);
    const done = s.requests.rows.get(request.id)!.request;
    expect(done).toMatchObject({ status: 'completed', subjectValue: null });
    expect(done.receiptHash).toBe(sha256Hex(canonicalJson(done.receipt)));
    expect((done.receipt as ErasureReceipt).erased).toHaveLength(1);
    expect(s.events.published.map((p) => p.event.type)).toEqual(['dsgvo.request_completed']);
    const actions = (await s.audit.entries(tenant)).map((e) => e.action);
    expect(actions).toEqual(['dsgvo.erasure_requested', 'dsgvo.erasure_completed']);
    expect(JSON.stringify(await s.audit.entries(tenant))).not.toContain('erika');
  });

  it('is partially completed when a retention duty keeps rows, and says until when and why', async () => {
    const s = setup([
      { table: 'contacts', categories: ['contact'], action: 'pseudonymise', rows: 1, columns: ['email'] },
      {
        table: 'invoices',
        categories: ['business'],
        action: 'restrict',
        rows: 3,
        restrictedUntil: '2034-12-31',
        ground: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO',
      },
    ]);
    const { request } = await s.receive.execute({ tenantId: tenant, sandbox: false }, 'erasure', {
      identifier: 'actor_id',
      value: 'a1',
    });
    await s.execute.execute(tenant, request.id);
    const receipt = s.requests.rows.get(request.id)!.request.receipt as ErasureReceipt;
    expect(s.requests.rows.get(request.id)!.request.status).toBe('partially_completed');
    expect(receipt.kept).toEqual([
      expect.objectContaining({ table: 'invoices', restrictedUntil: '2034-12-31' }),
    ]);
    expect(receipt.erased).toEqual([expect.objectContaining({ table: 'contacts' })]);
  });

  it('does nothing for another tenant’s request id', async () => {
    const s = setup([{ table: 'contacts', categories: ['contact'], action: 'delete', rows: 1 }]);
    const { request } = await s.receive.execute({ tenantId: tenant, sandbox: false }, 'erasure', {
      identifier: 'actor_id',
      value: 'a1',
    });
    await s.execute.execute(parseTenantId(randomUUID())!, request.id);
    expect(s.subjects.erased).toEqual([]);
  });

  it('asks the registered external systems first, lists their deletions in the receipt, and is partial when one cannot delete', async () => {
    const external = new ExternalErasures();
    const seen: { identifier: string; value: string; sandboxOnly: boolean; erasedBefore: number }[] = [];
    const s = setup([{ table: 'contacts', categories: ['contact'], action: 'delete', rows: 1 }], external);
    const answer = (action: ExternalErasureAction['action']): ExternalErasureAction => ({
      system: 'crm',
      objectType: 'companies',
      objects: 2,
      action,
      note: 'Test',
    });
    const actions: ExternalErasureAction['action'][] = ['deletion_queued', 'not_possible'];
    external.register({
      queueErasure: async (_tx, scope, subject) => {
        seen.push({ ...subject, sandboxOnly: scope.sandboxOnly, erasedBefore: s.subjects.erased.length });
        return [answer(actions.shift()!)];
      },
    });
    for (const expected of ['completed', 'partially_completed']) {
      const { request } = await s.receive.execute({ tenantId: tenant, sandbox: true }, 'erasure', {
        identifier: 'external_id',
        value: 'kunde-1',
      });
      await s.execute.execute(tenant, request.id);
      const done = s.requests.rows.get(request.id)!.request;
      expect(done.status).toBe(expected);
      expect((done.receipt as ErasureReceipt).external).toHaveLength(1);
      expect(done.receiptHash).toBe(sha256Hex(canonicalJson(done.receipt)));
    }
    expect(seen).toEqual([
      { identifier: 'external_id', value: 'kunde-1', sandboxOnly: true, erasedBefore: 0 },
      { identifier: 'external_id', value: 'kunde-1', sandboxOnly: true, erasedBefore: 1 },
    ]);
  });
});
