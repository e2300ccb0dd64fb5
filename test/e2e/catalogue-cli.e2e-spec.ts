import { execFile } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import webPush from 'web-push';
import { writeSyntheticCsv } from '../../apps/api/src/catalogue-sync/testing/synthetic-dump';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Runs the operator CLI in processes of its own (a dry run, then the import, in production mode): about 90 s
// for the longest test here, more under load.
jest.setTimeout(300_000);

const ROOT = join(__dirname, '../..');

/** Every setting production requires (docs/configuration.md), as an operator would set them. */
function productionEnv(): Record<string, string> {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const vapid = webPush.generateVAPIDKeys();
  return {
    NODE_ENV: 'production',
    API_KEY_PEPPER: randomBytes(32).toString('hex'),
    JWT_SIGNING_KEYS: JSON.stringify({ ...jwk, kid: 'cli-test', alg: 'ES256' }),
    CRON_SECRET: randomBytes(24).toString('hex'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:betrieb@example.org',
    VIDEO_LINK_SECRET: randomBytes(32).toString('base64'),
  };
}

/**
 * The operator CLI (`npm run cli -- catalogue:import`) with exactly the app's configuration:
 * in production it stopped with "WEBHOOK_SECRET_KEY is required in production" although it was set, and it
 * ignored PROGRAM_SYNC_HELD_DIR. Run as a process of its own, as an operator runs it.
 */
describe('CLI catalogue:import in production', () => {
  let dir: string;
  let database: TestDatabase;
  let env: Record<string, string | undefined>;

  const cli = async (...args: string[]) => {
    const script = [join(ROOT, 'scripts/register-ts.cjs'), join(ROOT, 'apps/api/src/tenant-cli.ts')];
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['-r', ...script, ...args], {
        cwd: ROOT,
        env,
        maxBuffer: 16 * 1024 * 1024,
      });
      return { code: 0, stdout, stderr: '' };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-cli-'));
    database = await createTestDatabase();
    const target = database.target;
    env = {
      PATH: process.env.PATH,
      ...productionEnv(),
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.url }
        : { PGLITE_DATA_DIR: join(dir, 'pglite') }),
      PROGRAM_SYNC_HELD_DIR: join(dir, 'operator-held'),
    };
  });
  afterAll(async () => {
    await database?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('checks a file with --dry-run, then imports it, in production mode', async () => {
    const path = join(dir, 'clean.csv');
    await writeSyntheticCsv(path, 30);
    const dry = await cli('catalogue:import', '--dry-run', path);
    expect(dry.stderr).not.toMatch(/required in production/);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, holds: [], counts: { rows: 30, new: 30 } });
    const run = await cli('catalogue:import', path);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'applied', counts: { new: 30 } });
  });

  it('keeps a held run’s file in PROGRAM_SYNC_HELD_DIR', async () => {
    const path = join(dir, 'without-description.csv');
    await writeSyntheticCsv(path, 30, 1, 10, { omit: ['description'] });
    const run = await cli('catalogue:import', path);
    expect(run.code).toBe(1);
    const body = JSON.parse(run.stdout) as { run: string; status: string; note: string };
    expect(body).toMatchObject({
      status: 'refused',
      note: expect.stringMatching(/Spalte „description“ fehlt/),
    });
    expect(await readdir(join(dir, 'operator-held'))).toEqual([`${body.run}.dump`]);
  });
});
