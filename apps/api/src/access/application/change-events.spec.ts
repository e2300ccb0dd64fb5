import { FixedClock } from '@libs/shared';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { ImmediateUnitOfWork, RecordingOutboundEvents as RecordingEvents } from '../../platform/testing';
import { HmacSecretDigester } from '../persistence/hmac-secret-digester';
import { aPrincipal, TENANT_A } from '../testing/access.builders';
import { InMemoryApiKeyRepository } from '../testing/in-memory-api-key.repository';
import { InMemoryTenantRepository } from '../testing/in-memory-tenant.repository';
import { ChangeTenantPlan } from './change-tenant-plan.use-case';
import { IssueApiKey } from './issue-api-key.use-case';
import { RevokeApiKey } from './revoke-api-key.use-case';

/** Access changes announce themselves in their unit of work (ADR 0022): one event per change, none for no change. */
describe('events of access changes', () => {
  const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
  let events: RecordingEvents;
  let changes: { uow: UnitOfWork; events: RecordingEvents };
  beforeEach(() => {
    events = new RecordingEvents();
    changes = { uow: new ImmediateUnitOfWork(), events };
  });

  it('a key issued and revoked: api_key.created without name or key material, then api_key.revoked', async () => {
    const keys = new InMemoryApiKeyRepository();
    const digester = new HmacSecretDigester('unit-test-pepper-0123456789abcdef0123');
    const { apiKey, plaintext } = await new IssueApiKey(keys, digester, clock, undefined, changes).execute(
      TENANT_A,
      { name: 'Erika Mustermann', scopes: ['api'] },
      aPrincipal(),
    );
    const revoke = new RevokeApiKey(keys, clock, undefined, changes);
    await revoke.execute(TENANT_A, apiKey.id, aPrincipal());
    await expect(revoke.execute(TENANT_A, apiKey.id, aPrincipal())).rejects.toThrow();
    expect(
      events.published.map((p) => [p.event.type, p.event.sandbox, p.event.data, p.tx?.tenantId]),
    ).toEqual([
      [
        'api_key.created',
        false,
        { keyId: apiKey.id, scopes: ['api'], testKey: false, expiresAt: null },
        TENANT_A,
      ],
      ['api_key.revoked', false, { keyId: apiKey.id }, TENANT_A],
    ]);
    expect(JSON.stringify(events.published)).not.toMatch(new RegExp(`Erika|${plaintext}|${apiKey.last4}`));
  });

  it('a plan change: tenant.plan_changed with both plans; the same plan again publishes nothing', async () => {
    const tenants = new InMemoryTenantRepository();
    await tenants.add({ id: TENANT_A, name: 'a', plan: 'free', sandbox: false, createdAt: clock.now() });
    const change = new ChangeTenantPlan(tenants, changes.uow, changes.events);
    expect(await change.execute(TENANT_A, 'unlimited')).toEqual({ previousPlan: 'free', plan: 'unlimited' });
    expect(await change.execute(TENANT_A, 'unlimited')).toEqual({
      previousPlan: 'unlimited',
      plan: 'unlimited',
    });
    expect((await tenants.findById(TENANT_A))?.plan).toBe('unlimited');
    expect(events.published.map((p) => [p.event.type, p.event.data])).toEqual([
      ['tenant.plan_changed', { previousPlan: 'free', plan: 'unlimited' }],
    ]);
  });

  it('a plan change of an unknown tenant: 404 TENANT_NOT_FOUND', async () => {
    await expect(
      new ChangeTenantPlan(new InMemoryTenantRepository(), changes.uow, changes.events).execute(
        TENANT_A,
        'free',
      ),
    ).rejects.toMatchObject({ code: 'TENANT_NOT_FOUND' });
    expect(events.published).toEqual([]);
  });
});
