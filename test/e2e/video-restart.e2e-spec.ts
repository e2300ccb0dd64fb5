import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';
import type { VideoConfig } from '../../apps/api/src/video/application/video-settings';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { eventually } from '../support/webhook-receiver';
import { ffprobeTool } from '../support/test-tools';

// Renders videos for real, stops the app mid-render and starts it again: minutes on the shared machine.
jest.setTimeout(240_000);

const root = join(__dirname, '..', '..');
const body = {
  template: 'program-explainer',
  inputs: { programId: 'bafa-foerderung-unternehmensberatungen-kmu' },
  options: { narration: true, captions: false, aspect: '9:16' },
};

/**
 * One database for the killed process and the next instance, one after the other: a server copy, or an
 * embedded one on disk that the child loads from the template (PGlite is one process's at a time, and the
 * next instance opens it only after the child is dead).
 */
async function sharedDatabase(dir: string): Promise<{ child: DatabaseTarget; parent: TestDatabase }> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase();
    return { child: db.target, parent: db };
  }
  const dataDir = join(dir, 'pglite');
  const none = async () => undefined;
  return {
    child: { kind: 'embedded', dataDir },
    parent: { target: { kind: 'embedded', dataDir }, dispose: none },
  };
}

interface Reported {
  jobId: string;
  headers: Record<string, string>;
  port: number;
}

/** The app in its own process group (`detached`): one signal to the group reaches its ffmpeg too. */
function startChild(target: DatabaseTarget, video: Partial<VideoConfig>) {
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register-ts.cjs', './test/support/video-child-app.ts'],
    {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        FM_CHILD_DATABASE: JSON.stringify(target),
        FM_CHILD_VIDEO: JSON.stringify(video),
        FM_CHILD_BODY: JSON.stringify(body),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<Reported>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Reported);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`child exited (${code}) before reporting: ${err.slice(-2000)}`)),
    );
  });
  return { child, ready, exited };
}

/** A process as /proc shows it: state letter (R, S, T stopped, Z zombie), parent and command line. */
function processInfo(pid: number): { state: string; ppid: number; cmdline: string[] } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { state: state!, ppid: Number(ppid), cmdline };
  } catch {
    return null; // gone meanwhile
  }
}

/** The child's ffmpeg that writes the video (not the poster's), if it runs now (Node spawns from its main thread). */
function renderingFfmpeg(parent: number): number | undefined {
  let children: string[];
  try {
    children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    return undefined;
  }
  return children.map(Number).find((pid) => {
    const info = processInfo(pid);
    return info?.cmdline[0]?.endsWith('ffmpeg') && info.cmdline.includes('video.part.mp4');
  });
}

/**
 * Polls every 10 ms: a tiny render's ffmpeg runs for about a second, and the process table announces no new
 * child (the probe reads /proc), so there is no event to await.
 */
async function watchFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const alive = (pid: number) => ['R', 'S', 'D', 'T', 't'].includes(processInfo(pid)?.state ?? 'gone');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('Video: a worker killed mid-render (SIGKILL, ffmpeg and all)', () => {
  let dir: string;
  let database: { child: DatabaseTarget; parent: TestDatabase };
  let child: ChildProcess | undefined;
  let restarted: TestApp | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fm-video-restart-'));
    database = await sharedDatabase(dir);
  });
  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    await restarted?.close();
    await database?.parent.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is handed out again once its lease expired, and finishes once, with one valid MP4 and no leftovers', async () => {
    const store = join(dir, 'store');
    const work = join(dir, 'work');
    mkdirSync(work);
    mkdirSync(store);
    const video: Partial<VideoConfig> = {
      storageDir: store,
      workDir: work,
      linkSecret: Buffer.alloc(32, 3).toString('base64'),
      // A short lease, so that the test waits seconds for the dead worker's job; the time limit stays below it.
      // 30 s, not 12: on a machine loaded by two Jest workers and other processes the second render exceeded a
      // 12 s limit once ("Zeitlimit von 12 s überschritten"), and the app's late failure write then surfaced as
      // "Driver not Connected" in the next test file of the same worker.
      renderTimeoutSeconds: 30,
      renderLeaseSeconds: 35,
    };
    const started = startChild(database.child, video);
    child = started.child;
    const { jobId, headers, port } = await started.ready;

    // Mid-render: the child's ffmpeg is writing the video. Stopped at once (SIGSTOP), so that it cannot finish
    // before the kill; the job is `rendering` in the database, with its working folder on disk.
    const ffmpeg = await watchFor(() => renderingFfmpeg(child!.pid!), 60_000);
    process.kill(ffmpeg, 'SIGSTOP');
    // Stopped, not finished: the signal lands asynchronously; an ffmpeg that had exited would never show `T`.
    await watchFor(() => (/^[Tt]$/.test(processInfo(ffmpeg)?.state ?? '') ? true : undefined), 5_000);
    const seen = await request(`http://127.0.0.1:${port}`)
      .get(`/api/v2/video/jobs/${jobId}`)
      .set(headers)
      .expect(200);
    expect(seen.body.state).toBe('rendering');
    expect(readdirSync(work)).toEqual([`fm-render-${jobId}`]);

    process.kill(-child.pid!, 'SIGKILL');
    await started.exited;
    await watchFor(() => (alive(ffmpeg) ? undefined : true), 10_000);
    expect(filesUnder(store)).toEqual([]);

    restarted = await createTestApp({
      sharedDatabase: database.parent,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, sweepIntervalSeconds: 1 },
      video,
    });
    const t = restarted;
    const done = await eventually(async () => {
      const res = await request(t.http).get(`/api/v2/video/jobs/${jobId}`).set(headers).expect(200);
      return ['succeeded', 'failed'].includes(res.body.state as string) ? res.body : undefined;
    }, 120_000);
    expect([done.state, done.error]).toEqual(['succeeded', null]);

    const db = t.app.get(DataSource);
    const [row] = (await db.query(`SELECT attempts FROM video_jobs WHERE id = $1`, [jobId])) as {
      attempts: number;
    }[];
    expect(row!.attempts).toBe(2); // the killed attempt and the one that finished
    // The same queue job, handed out a second time by the sweep (not a new one): pg-boss counts the retry.
    // It marks the job completed just after the handler returned, so a moment after the row turned `succeeded`.
    const queued = await eventually(async () => {
      const jobs = (await db.query(
        `SELECT state, retry_count FROM pgboss.job WHERE name = 'video-render' AND data->>'jobId' = $1`,
        [jobId],
      )) as { state: string; retry_count: number }[];
      return jobs.every((j) => j.state === 'active') ? undefined : jobs;
    });
    expect(queued).toEqual([{ state: 'completed', retry_count: 1 }]);

    // One output, complete: H.264 + AAC in the portrait size, as long as the job says.
    const mp4 = join(dir, 'downloaded.mp4');
    const file = await request(t.http)
      .get(done.files.video as string)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    writeFileSync(mp4, file.body as Buffer);
    const probe = JSON.parse(
      execFileSync(ffprobeTool().path, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', mp4], {
        encoding: 'utf8',
      }),
    ) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    const v = probe.streams.find((s) => s.codec_type === 'video')!;
    expect([v.codec_name, v.width, v.height]).toEqual(['h264', 180, 320]);
    expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) - (done.durationSec as number))).toBeLessThanOrEqual(0.2);

    // Exactly the three files of this job under `<tenant>/<job>/`: no second video, no `.part` left.
    expect(filesUnder(store).map((f) => f.split('/').slice(1).join('/'))).toEqual(
      ['captions.vtt', 'poster.jpg', 'video.mp4'].map((f) => `${jobId}/${f}`),
    );
    expect(readdirSync(work)).toEqual([]); // the killed worker's folder went with the retry, the retry's own after it

    const again = await request(t.http)
      .post('/api/v2/video')
      .set(headers)
      .set('Idempotency-Key', 'restart-1')
      .send(body)
      .expect(202);
    expect(again.body.id).toBe(jobId);
    expect((await request(t.http).get('/api/v2/video').set(headers).expect(200)).body.total).toBe(1);
  });
});
