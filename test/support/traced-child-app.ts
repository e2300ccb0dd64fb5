import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import { createTestApp } from './test-app';

/**
 * A child process for the tracing test, started with `-r apps/api/src/platform/tracing/register.ts` (tracing
 * before anything loads `http` or `pg`, as in main.ts): the app serves HTTP on a loopback port and reports it
 * on stdout (with its tenant, which no span may carry); spans go to the parent's OTLP receiver.
 */
async function main(): Promise<void> {
  const target = JSON.parse(process.env.FM_CHILD_DATABASE!) as DatabaseTarget;
  if (target.kind === 'embedded' && process.env.FM_PGLITE_TEMPLATE) {
    target.loadDataDir = new Blob([readFileSync(process.env.FM_PGLITE_TEMPLATE)]);
  }
  const t = await createTestApp({ sharedDatabase: { target, dispose: async () => undefined } });
  await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
  const { port } = t.http.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ headers: t.headers, port, tenantId: t.tenantId })}\n`);
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
