import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

// Kills the app's process mid-delivery and starts it again: about 70 s on the shared 2-core machine.
jest.setTimeout(120_000);

const root = join(__dirname, '..', '..');

/** The database for both processes: a server copy, or an embedded one on disk (loaded from the template). */
async function sharedDatabase(): Promise<{ child: DatabaseTarget; parent: TestDatabase }> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    return { child: db.target, parent: db };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fm-crash-'));
  const dataDir = join(dir, 'pglite');
  return {
    child: { kind: 'embedded', dataDir },
    parent: {
      target: { kind: 'embedded', dataDir },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    },
  };
}

function startChild(
  target: DatabaseTarget,
  receiverUrl: string,
): { child: ChildProcess; ready: Promise<Record<string, string>> } {
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register-ts.cjs', './test/support/webhook-child-app.ts'],
    {
      cwd: root,
      // The child loads the migrated template dump into the empty on-disk directory (embedded case).
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        FM_CHILD_DATABASE: JSON.stringify(target),
        FM_CHILD_RECEIVER: receiverUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const ready = new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Record<string, string>);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before reporting: ${err.slice(-2000)}`)),
    );
  });
  return { child, ready };
}

describe('Webhooks: a process killed between commit and delivery', () => {
  let receiver: WebhookReceiver;
  let database: { child: DatabaseTarget; parent: TestDatabase };
  let restarted: TestApp | undefined;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    database = await sharedDatabase();
  });
  afterAll(async () => {
    await restarted?.close();
    await receiver?.close();
    await database?.parent.dispose();
  });

  it('delivers the committed event after a restart', async () => {
    const { child, ready } = startChild(database.child, receiver.url);
    const reported = await ready;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(receiver.received).toHaveLength(0);

    restarted = await createTestApp({
      sharedDatabase: database.parent,
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    const hit = await eventually(async () => receiver.received[0], 30_000);
    const payload = new Webhook(reported.secret!).verify(hit.body, hit.headers as Record<string, string>) as {
      type: string;
      data: { calculationId: string };
    };
    expect(payload.type).toBe('calculation.created');
    expect(payload.data.calculationId).toBe(reported.calculationId);
  });
});
