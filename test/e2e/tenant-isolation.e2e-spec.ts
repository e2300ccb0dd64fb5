import request from 'supertest';
import { operationsOf, servedDocument } from '../contract/served-document';
import { createTestApp, type TestApp } from '../support/test-app';
import { NOT_TENANT_SCOPED, TENANT_RESOURCES, urlOf } from '../support/tenant-resources';
import type { TestTenant } from '../support/test-tenants';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The body an operation gets when its resource names none (`bodies`): for operations whose body is optional. */
const BODIES: Record<string, object | undefined> = { patch: { description: 'von Mandant B' }, post: {} };

/**
 * Generic cross-tenant test over the registry of tenant-scoped resources: tenant B addresses every resource of
 * tenant A through every documented operation of its path and gets the same 404 as for an unknown id, sees
 * none of A's ids in its lists, and A's resource is unchanged afterwards.
 */
describe('tenant isolation on every tenant-scoped route', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    a = await t.tenants.create({ scopes: ['api', 'admin'] });
    b = await t.tenants.create({ scopes: ['api', 'admin'] });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('registers every documented route that takes an id (a new one must say whose id it is)', async () => {
    const templates = new Set<string>();
    for (const version of ['v1', 'v2'] as const) {
      for (const { path } of operationsOf(await servedDocument(t, version))) {
        if (path.includes('{')) templates.add(path);
      }
    }
    const known = new Set([...TENANT_RESOURCES.flatMap((r) => r.paths), ...Object.keys(NOT_TENANT_SCOPED)]);
    expect([...templates].filter((p) => !known.has(p))).toEqual([]);
  });

  it.each(TENANT_RESOURCES.map((r) => [r.name, r] as const))(
    "refuses tenant B every operation on tenant A's %s",
    async (_, resource) => {
      const id = await resource.create(t, a, receiver);
      const documents = [await servedDocument(t, 'v1'), await servedDocument(t, 'v2')];
      const operations = documents
        .flatMap(operationsOf)
        .filter((o) => resource.paths.includes(o.path) && o.method !== 'head');
      expect(operations.length).toBeGreaterThan(0);
      const before = await readAsOwner(resource.list?.path, id);
      for (const { method, path } of operations) {
        const call = request(t.http)
          [method as 'get'](urlOf(resource, path, id))
          .set(b.headers);
        const body = resource.bodies?.[`${method} ${path}`] ?? BODIES[method];
        const res = body ? await call.send(body) : await call;
        expect({ operation: `${method} ${path}`, status: res.status }).toEqual({
          operation: `${method} ${path}`,
          status: 404,
        });
      }
      // The owner still reads it: nothing tenant B tried changed or removed it.
      for (const { path } of operations.filter((o) => o.method === 'get')) {
        await request(t.http)
          .get(urlOf(resource, path, id))
          .set(a.headers)
          .expect(200);
      }
      if (resource.list) {
        const theirs = await request(t.http).get(resource.list.path).set(b.headers).expect(200);
        expect(resource.list.ids(theirs.body)).not.toContain(id);
        expect(await readAsOwner(resource.list.path, id)).toEqual(before);
      }
    },
  );

  /** The owner's view of the resource in its list (unchanged by anything tenant B tried). */
  async function readAsOwner(listPath: string | undefined, id: string): Promise<unknown> {
    if (!listPath) return undefined;
    const res = await request(t.http).get(listPath).set(a.headers).expect(200);
    return (res.body as { items: { id: string }[] }).items.find((i) => i.id === id);
  }
});
