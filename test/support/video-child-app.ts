import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import type { VideoConfig } from '../../apps/api/src/video/application/video-settings';
import { createTestApp } from './test-app';
import type { TestDatabase } from './test-database';

/**
 * A child process for the video restart test: the app with workers on accepts a render, serves HTTP on a
 * loopback port (the parent watches the job through it) and reports on stdout. Its render is what the
 * parent kills: this process and its ffmpeg, with SIGKILL.
 */
async function main(): Promise<void> {
  const target = JSON.parse(process.env.FM_CHILD_DATABASE!) as DatabaseTarget;
  if (target.kind === 'embedded' && process.env.FM_PGLITE_TEMPLATE) {
    target.loadDataDir = new Blob([readFileSync(process.env.FM_PGLITE_TEMPLATE)]);
  }
  const database: TestDatabase = { target, dispose: async () => undefined };
  const t = await createTestApp({
    sharedDatabase: database,
    jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    video: JSON.parse(process.env.FM_CHILD_VIDEO!) as Partial<VideoConfig>,
  });
  const created = await request(t.http)
    .post('/api/v2/video')
    .set(t.headers)
    .set('Idempotency-Key', 'restart-1')
    .send(JSON.parse(process.env.FM_CHILD_BODY!))
    .expect(202);
  await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
  const { port } = t.http.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ jobId: created.body.id, headers: t.headers, port })}\n`);
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
