import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const manifests: Manifest[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return { file, ...(doc.toJS() as Omit<Manifest, 'file'>) } as Manifest;
    }),
  );
const byKind = (kind: string) => manifests.filter((m) => m.kind === kind);
type Container = {
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
};
const podOf = (m: Manifest) =>
  (m.spec as { template: { spec: { containers: Container[]; terminationGracePeriodSeconds?: number } } })
    .template.spec;

/** The Kubernetes manifests in deploy/ are valid and wired to what the app needs. */
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

  it('kustomization lists every manifest but the per-release migration Job', () => {
    const kustomization = parseAllDocuments(
      readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'),
    )[0]!.toJS() as {
      resources: string[];
    };
    const files = [...new Set(manifests.filter((m) => m.kind !== 'Job').map((m) => m.file))].sort();
    expect([...kustomization.resources].sort()).toEqual(files);
  });

  it('probes the health endpoints, references its secrets and inlines none, migrates only in the Job', () => {
    const [deployment] = byKind('Deployment');
    const pod = podOf(deployment!);
    const api = pod.containers[0]!;
    expect(api.livenessProbe?.httpGet?.path).toBe('/health');
    expect(api.readinessProbe?.httpGet?.path).toBe('/health/ready');
    // Longer than the app's own graceful stop (queue workers 20 s, preStop 5 s).
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
    for (const m of [deployment!, ...byKind('Job')])
      expect(podOf(m).containers[0]!.envFrom?.map((e) => e.secretRef?.name ?? e.configMapRef?.name)).toEqual([
        'foerdermittel-api-config',
        'foerdermittel-api-secrets',
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
