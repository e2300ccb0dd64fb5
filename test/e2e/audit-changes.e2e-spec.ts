import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../apps/api/src/data-protection';
import type { AuditEntry } from '../../apps/api/src/data-protection/domain/audit-chain';
import { IssueApiKey } from '../../apps/api/src/access/application/issue-api-key.use-case';
import { RevokeApiKey } from '../../apps/api/src/access/application/revoke-api-key.use-case';
import { CreateOAuthClient } from '../../apps/api/src/access/application/create-oauth-client.use-case';
import { RevokeOAuthClient } from '../../apps/api/src/access/application/revoke-oauth-client.use-case';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const admin = { scopes: ['api', 'admin'] as ('api' | 'admin')[], sandbox: false };

/**
 * Changes to keys, OAuth clients and flags leave exactly one audit entry each, in the change's
 * transaction (through the kernel's event taps: access and feature-flags import nothing of data-protection),
 * the chain verifies, and no entry holds key material or a person's data.
 */
describe('audit entries for access and flag changes', () => {
  let t: TestApp;
  let a: TestTenant;
  let operator: TestTenant;
  let audit: AuditTrail;

  beforeAll(async () => {
    t = await createTestApp();
    a = await t.tenants.create({ plan: 'free' });
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    audit = t.app.get(AuditTrail);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The entries a change added: runs it, returns what came after the entries before it. */
  const added = async (tenant: TestTenant, change: () => Promise<unknown>): Promise<AuditEntry[]> => {
    const before = (await audit.entries(tenant.tenantId)).length;
    await change();
    return (await audit.entries(tenant.tenantId)).slice(before);
  };

  it('a new tenant’s first key is in its log from the start', async () => {
    const entries = await audit.entries(a.tenantId);
    expect(entries.map((e) => [e.action, e.entityId])).toEqual([['api_key.created', a.keyId]]);
  });

  it('issuing and revoking a key: one entry each, ids and scopes only', async () => {
    let issued: Awaited<ReturnType<IssueApiKey['execute']>> | undefined;
    const onIssue = await added(a, async () => {
      issued = await t.app
        .get(IssueApiKey)
        .execute(a.tenantId, { name: 'Erika Mustermann', scopes: ['api'] }, admin);
    });
    expect(onIssue).toHaveLength(1);
    expect(onIssue[0]).toMatchObject({
      action: 'api_key.created',
      entityType: 'api_key',
      entityId: issued!.apiKey.id,
      details: { scopes: 'api', testKey: false, expiresAt: null },
    });
    const text = JSON.stringify(onIssue);
    for (const secret of [issued!.plaintext, issued!.apiKey.digest, issued!.apiKey.last4, 'Erika'])
      expect(text).not.toContain(secret);

    const onRevoke = await added(a, () =>
      t.app.get(RevokeApiKey).execute(a.tenantId, issued!.apiKey.id, admin),
    );
    expect(onRevoke.map((e) => [e.action, e.entityId])).toEqual([['api_key.revoked', issued!.apiKey.id]]);
    // Revoking again changes nothing: an error, and no entry.
    const again = await added(a, () =>
      expect(t.app.get(RevokeApiKey).execute(a.tenantId, issued!.apiKey.id, admin)).rejects.toThrow(),
    );
    expect(again).toEqual([]);
  });

  it('creating and revoking an OAuth client: one entry each; a refused create leaves none', async () => {
    let created: Awaited<ReturnType<CreateOAuthClient['execute']>> | undefined;
    const onCreate = await added(a, async () => {
      created = await t.app
        .get(CreateOAuthClient)
        .execute(a.tenantId, { name: 'Buchhaltung Erika', scopes: ['api'] }, admin);
    });
    expect(onCreate.map((e) => [e.action, e.entityId, e.details])).toEqual([
      ['oauth_client.created', created!.client.id, { scopes: 'api' }],
    ]);
    expect(JSON.stringify(onCreate)).not.toMatch(/Erika|fm_client_|fm_cs_/);
    expect(JSON.stringify(onCreate)).not.toContain(created!.clientSecret);
    const onRevoke = await added(a, () =>
      t.app.get(RevokeOAuthClient).execute(a.tenantId, created!.client.id, admin),
    );
    expect(onRevoke.map((e) => [e.action, e.entityId])).toEqual([
      ['oauth_client.revoked', created!.client.id],
    ]);
    // The free plan's two clients taken: the third is refused, and the log says nothing about it.
    const create = () =>
      t.app.get(CreateOAuthClient).execute(a.tenantId, { name: 'n', scopes: ['api'] }, admin);
    await create();
    await create();
    const refused = await added(a, () => expect(create()).rejects.toThrow());
    expect(refused).toEqual([]);
  });

  it('a flag change: one entry in the operator tenant’s log per change', async () => {
    const flags = '/api/v2/admin/feature-flags';
    const onCreate = await added(operator, () =>
      request(t.http)
        .post(flags)
        .set(operator.headers)
        .send({ key: 'audit-probe', type: 'boolean', enabled: false, strategies: [] })
        .expect(201),
    );
    expect(onCreate.map((e) => [e.action, e.entityType, e.entityId, e.details])).toEqual([
      ['feature_flag.created', 'feature_flag', 'audit-probe', { version: 1 }],
    ]);
    const onUpdate = await added(operator, () =>
      request(t.http).patch(`${flags}/audit-probe`).set(operator.headers).send({ enabled: true }).expect(200),
    );
    expect(onUpdate.map((e) => [e.action, e.details])).toEqual([['feature_flag.updated', { version: 2 }]]);
  });

  it('a plan change: one entry in the tenant’s log, the new limits at once; the same plan again adds none', async () => {
    const plan = (tenant: TestTenant, body: object, headers = operator.headers) =>
      request(t.http).patch(`/api/v2/admin/tenants/${tenant.tenantId}`).set(headers).send(body);
    // A tenant's own administrator may not change its plan.
    await plan(a, { plan: 'unlimited' }, a.headers).expect(403);
    await plan(a, { plan: 'gold' }).expect(400);
    const onChange = await added(a, () =>
      plan(a, { plan: 'unlimited' }).expect(200, {
        tenantId: a.tenantId,
        plan: 'unlimited',
        previousPlan: 'free',
      }),
    );
    expect(onChange.map((e) => [e.action, e.entityType, e.entityId, e.details])).toEqual([
      ['tenant.plan_changed', 'tenant', a.tenantId, { previousPlan: 'free', plan: 'unlimited' }],
    ]);
    // The free plan's limit of two OAuth clients (taken above) no longer holds.
    await t.app.get(CreateOAuthClient).execute(a.tenantId, { name: 'n', scopes: ['api'] }, admin);
    expect(await added(a, () => plan(a, { plan: 'unlimited' }).expect(200))).toEqual([]);
    await request(t.http)
      .patch(`/api/v2/admin/tenants/${randomUUID()}`)
      .set(operator.headers)
      .send({ plan: 'free' })
      .expect(404);
  });

  it('every chain still verifies, and the application cannot rewrite it', async () => {
    for (const tenant of [a, operator]) expect((await audit.verify(tenant.tenantId)).brokenAt).toBeNull();
    await expect(
      t.app.get(DataSource).query(`DELETE FROM audit_log WHERE tenant_id = $1`, [a.tenantId]),
    ).rejects.toThrow(/append-only/);
  });
});
