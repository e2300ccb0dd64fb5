import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, 'deploy', 'kubernetes');

/** Each kind we ship, checked against the Kubernetes OpenAPI schemas that kubernetes-models carries (offline). */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  [key: string]: unknown;
}

/** Every YAML file under deploy/kubernetes, by its path relative to it (`migrate/job.yaml`). */
const files = (readdirSync(DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).sort();
const isKustomization = (file: string) => file.endsWith('kustomization.yaml');
const parse = (file: string) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return doc.toJS() as Record<string, unknown>;
  });
const manifests: Manifest[] = files
  .filter((f) => !isKustomization(f))
  .flatMap((file) => parse(file).map((doc) => ({ file, ...doc }) as Manifest));
interface Kustomization {
  kind: string;
  resources?: string[];
  components?: string[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}
const kustomizations = Object.fromEntries(
  files.filter(isKustomization).map((f) => [dirname(f), parse(f)[0] as unknown as Kustomization]),
);
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const readme = readFileSync(join(DIR, 'README.md'), 'utf8');
type Container = {
  image: string;
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
  }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
};
const podOf = (m: Manifest) =>
  (m.spec as { template: { spec: { containers: Container[]; terminationGracePeriodSeconds?: number } } })
    .template.spec;

/** The Kubernetes manifests in deploy/ are valid, wired to what the app needs, and what a platform team expects. */
describe('Kubernetes manifests (deploy/kubernetes)', () => {
  it.each(manifests.map((m) => [`${m.file}: ${m.kind} ${m.metadata.name}`, m] as const))(
    '%s is valid against its Kubernetes schema',
    (_, manifest) => {
      const { file: _file, ...data } = manifest;
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model).toBeDefined();
      expect(() => new Model!(data as never).validate()).not.toThrow();
    },
  );

  it('the schema check itself refuses a broken manifest', () => {
    const deployment = structuredClone(byKind('Deployment')[0]!) as Manifest;
    const { file: _file, ...data } = deployment;
    (podOf(data as Manifest) as unknown as { containers: { ports: unknown[] }[] }).containers[0]!.ports = [
      { containerPort: 'http' },
    ];
    expect(() => new Deployment(data as never).validate()).toThrow(/containerPort/);
  });

  it('kustomizations list every manifest: the app, the release component, the migration Job', () => {
    const listed = (dir: string) =>
      (kustomizations[dir]!.resources ?? []).map((r) => (dir === '.' ? r : `${dir}/${r}`));
    expect(Object.keys(kustomizations).sort()).toEqual(['.', 'migrate', 'release']);
    expect(kustomizations.release!.kind).toBe('Component');
    expect([...listed('.'), ...listed('release'), ...listed('migrate')].sort()).toEqual(
      [...new Set(manifests.map((m) => m.file))].sort(),
    );
    expect(listed('migrate')).toEqual(['migrate/job.yaml']);
    // The Job is applied on its own, before the app; both take the release (image and ConfigMap).
    expect(kustomizations['.']!.components).toEqual(['release']);
    expect(kustomizations.migrate!.components).toEqual(['../release']);
  });

  it('pins every image tag in one place: the release component', () => {
    const workloads = [...byKind('Deployment'), ...byKind('Job')];
    expect(workloads.length).toBe(2);
    for (const m of workloads)
      for (const c of podOf(m).containers)
        expect({ file: m.file, image: c.image }).toEqual({ file: m.file, image: 'foerdermittel-api' });
    const pins = Object.entries(kustomizations).flatMap(([dir, k]) =>
      (k.images ?? []).map((i) => ({ dir, ...i })),
    );
    expect(pins).toEqual([
      {
        dir: 'release',
        name: 'foerdermittel-api',
        newName: expect.stringMatching(/\/foerdermittel-api$/),
        newTag: expect.stringMatching(/^[\w.-]+$/),
      },
    ]);
    expect(pins[0]!.newTag).not.toBe('latest');
  });

  it('requests CPU and memory, limits memory, sets no CPU limit, and says why', () => {
    for (const m of [...byKind('Deployment'), ...byKind('Job')])
      for (const c of podOf(m).containers) {
        const where = `${m.file}: ${m.kind}`;
        expect({ where, requests: Object.keys(c.resources?.requests ?? {}).sort() }).toEqual({
          where,
          requests: ['cpu', 'memory'],
        });
        expect({ where, limits: Object.keys(c.resources?.limits ?? {}) }).toEqual({
          where,
          limits: ['memory'],
        });
      }
    expect(readme).toMatch(/\*\*CPU: requests, no limits\.\*\*/);
    expect(readFileSync(join(DIR, 'deployment.yaml'), 'utf8')).toMatch(/CPU: a request, no limit/);
  });

  it('maps each secret to its variable, the same keys in the app and the Job, all listed in the README', () => {
    const secretKeys = (m: Manifest) =>
      podOf(m).containers[0]!.env!.flatMap((e) => {
        const ref = e.valueFrom?.secretKeyRef;
        if (!ref) return [];
        expect({ variable: e.name, secret: ref.name }).toEqual({
          variable: ref.key,
          secret: 'foerdermittel-api-secrets',
        });
        return [`${ref.key}${ref.optional ? ' (optional)' : ''}`];
      });
    const [deployment] = byKind('Deployment');
    const [job] = byKind('Job');
    const keys = secretKeys(deployment!);
    expect(secretKeys(job!)).toEqual(keys);
    // The README's table: one row per key, required or optional as the manifests say.
    const rows = [...readme.matchAll(/^\s*\| `([A-Z0-9_]+)` +\| (required|optional)/gm)].map(
      (m) => `${m[1]}${m[2] === 'optional' ? ' (optional)' : ''}`,
    );
    expect(rows.sort()).toEqual([...keys].sort());
    // Whatever compose requires from a secret store, the database, and the scrape token are among them.
    const compose = readFileSync(join(ROOT, 'docker', 'compose.yaml'), 'utf8');
    const required = [...compose.matchAll(/^\s+([A-Z_]+): \$\{\1:\?/gm)].map((m) => m[1]!);
    expect(required.length).toBeGreaterThan(5);
    for (const name of [...required, 'DATABASE_URL']) expect(keys).toContain(name);
    expect(keys).toContain('METRICS_TOKEN (optional)');
  });

  it('probes the health endpoints, references its secrets and inlines none, migrates only in the Job', () => {
    const [deployment] = byKind('Deployment');
    const pod = podOf(deployment!);
    const api = pod.containers[0]!;
    expect(api.livenessProbe?.httpGet?.path).toBe('/health');
    expect(api.readinessProbe?.httpGet?.path).toBe('/health/ready');
    // Longer than the app's own graceful stop (queue workers 20 s, preStop 5 s).
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
    // The ConfigMap whole; the Secret never whole (key by key, above).
    for (const m of [deployment!, ...byKind('Job')])
      expect(podOf(m).containers[0]!.envFrom).toEqual([
        { configMapRef: { name: 'foerdermittel-api-config' } },
      ]);
    expect(byKind('Secret')).toEqual([]);
    const config = byKind('ConfigMap')[0]!.data as Record<string, string>;
    expect(config.MIGRATE_ON_START).toBe('false');
    expect(config.NODE_ENV).toBe('production');
    // No secret in the ConfigMap: every variable compose requires from a secret store stays out of it.
    const compose = readFileSync(join(ROOT, 'docker', 'compose.yaml'), 'utf8');
    const secrets = [...compose.matchAll(/^\s+([A-Z_]+): \$\{\1:\?/gm)].map((m) => m[1]!);
    expect(secrets.length).toBeGreaterThan(5);
    for (const name of secrets) expect(Object.keys(config)).not.toContain(name);
  });

  it('keeps disruption, scaling and the network in line with the Deployment', () => {
    const hpa = byKind('HorizontalPodAutoscaler')[0]!.spec as {
      minReplicas: number;
      scaleTargetRef: { name: string };
    };
    const pdb = byKind('PodDisruptionBudget')[0]!.spec as { minAvailable: number };
    expect(hpa.scaleTargetRef.name).toBe(byKind('Deployment')[0]!.metadata.name);
    expect(pdb.minAvailable).toBeLessThan(hpa.minReplicas);
    const policy = byKind('NetworkPolicy')[0]!.spec as { ingress: { ports: { port: number }[] }[] };
    expect(policy.ingress.flatMap((r) => r.ports.map((p) => p.port))).toEqual([3000]);
  });
});
