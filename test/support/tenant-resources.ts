import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES } from '../../apps/api/src/features';
import type { TestApp } from './test-app';
import type { TestTenant } from './test-tenants';
import type { WebhookReceiver } from './webhook-receiver';

/**
 * The registry of tenant-scoped resources, kept by each feature beside its code:
 * `apps/api/src/<feature>/testing/tenant-isolation.ts` exports `isolation` (its resources: how a tenant
 * creates one and which documented path templates address it by id; and its routes whose id is no tenant's,
 * with the reason). `test/e2e/tenant-isolation.e2e-spec.ts` enrols every documented route with a path
 * parameter from the served OpenAPI documents and runs every operation of every resource as another tenant;
 * a route that no feature accounts for fails it. A new module adds its file in its own folder, nothing here.
 */
export interface TenantResource {
  name: string;
  /** Documented path templates whose `{id}` is this resource's id. */
  paths: string[];
  /**
   * A valid body for each operation that takes one, keyed `'<method> <path template>'` (lower-case method):
   * tenant B sends it, so the answer is the ownership check's 404, not the body's 400. Without an entry a POST
   * sends `{}` and a PATCH `{ description }`, which suits operations whose body is optional.
   */
  bodies?: Record<string, object>;
  /** Values for the path parameters other than `{id}` (`{ term: 'rate' }` for `/x/{id}/terms/{term}`). */
  params?: Record<string, string>;
  /** A list route whose `items` or body holds the ids of the caller's resources. */
  list?: { path: string; ids: (body: unknown) => string[] };
  create(t: TestApp, owner: TestTenant, receiver: WebhookReceiver): Promise<string>;
}

/** A feature's part of the isolation suite. */
export interface IsolationProbes {
  resources: TenantResource[];
  /** Routes with an id that is not a tenant's, and why (each is tested where it belongs). */
  notTenantScoped?: Record<string, string>;
}

/** `path` with `{id}` and the resource's other parameters filled in; a parameter without a value fails. */
export function urlOf(resource: TenantResource, path: string, id: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = name === 'id' ? id : resource.params?.[name];
    if (value === undefined)
      throw new Error(`${resource.name}: no value for {${name}} of ${path} (its params)`);
    return encodeURIComponent(value);
  });
}

export const idsOfItems = (body: unknown) =>
  ((body as { items: { id: string }[] }).items ?? []).map((i) => i.id);

const SRC = join(__dirname, '..', '..', 'apps', 'api', 'src');

/** Every feature's probes, from the features the app is composed of (features.ts). */
export function isolationProbes(): { feature: string; probes: IsolationProbes }[] {
  return FEATURES.flatMap((feature) => {
    const file = join(SRC, feature.name, 'testing', 'tenant-isolation.ts');
    if (!existsSync(file)) return [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by the feature's name, not listed
    const { isolation } = require(file) as { isolation: IsolationProbes };
    return [{ feature: feature.name, probes: isolation }];
  });
}

const PROBES = isolationProbes();

export const TENANT_RESOURCES: TenantResource[] = PROBES.flatMap((p) => p.probes.resources);

export const NOT_TENANT_SCOPED: Record<string, string> = Object.assign(
  {},
  ...PROBES.map((p) => p.probes.notTenantScoped ?? {}),
);
