// Child processes of the bench: the app (from the bench's build), the baseline server, the database preparation.
import { spawn, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;
/**
 * The bench's own build (bench/tsconfig.build.json): `npm run build` elsewhere in the checkout empties dist/,
 * which must not pull the app out from under a running bench.
 */
export const DIST = join(ROOT, '.data', 'bench-dist');
const MAIN = join(DIST, 'apps', 'api', 'src', 'main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, { env = process.env, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!capture) process.stderr.write(d);
    });
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${err.slice(-4000)}`)),
    );
  });
}

/** Current and peak resident set of a process, in MB, from /proc (Linux); null elsewhere. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/**
 * CPU seconds each process named `postgres` on this machine has used so far (pid → seconds): a local server's
 * backends and its background writers (WAL, checkpoints), whichever database they serve. Null when none runs
 * here (a remote server, or the embedded database, whose work is the app's own).
 */
export function localPostgresCpu() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      byPid.set(entry, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // ended between the listing and the read
    }
  }
  return byPid.size > 0 ? byPid : null;
}

/**
 * The CPU seconds local PostgreSQL processes used between two `localPostgresCpu()` readings: per process, so
 * a connection that ends meanwhile (an idle pool's timeout) does not take its earlier CPU out of the sum; a
 * new one counts whole. What an ended process used since the first reading is lost (a pool's idle connections
 * use next to nothing).
 */
export function postgresCpuBetween(start, end) {
  let seconds = 0;
  for (const [pid, used] of end) seconds += used - (start.get(pid) ?? 0);
  return seconds;
}

/**
 * Starts the app in production mode and resolves once /health answers 200. With `countStatements` the app runs
 * with `FM_COUNT_STATEMENTS=1` and an IPC channel, and `statements()` asks it for its running statement count.
 */
export async function startApp(
  env,
  { cpuProfDir = null, timeoutMs = 180_000, countStatements = false } = {},
) {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS: Node options for the app only (e.g. `--perf-basic-prof-only-functions` for `perf`).
  const extraArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const nodeArgs = [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...extraArgs];
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(countStatements ? { FM_COUNT_STATEMENTS: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(countStatements ? ['ipc'] : [])],
  });
  let log = '';
  const keep = (d) => (log = (log + d).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 250))]);
    if (early) throw new Error(`the app exited during start (${JSON.stringify(early)}):\n${log}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not become healthy within ${timeoutMs / 1000} s:\n${log}`);
    }
  }
  return {
    base,
    pid: child.pid,
    log: () => log,
    /** The app's statement count so far (FM_COUNT_STATEMENTS), or null when not counting. */
    statements() {
      if (!countStatements || !child.connected) return Promise.resolve(null);
      return new Promise((resolve) => {
        const onMessage = (m) => {
          if (m?.type !== 'fm:statement-count') return;
          child.off('message', onMessage);
          resolve(m.count);
        };
        child.on('message', onMessage);
        child.send({ type: 'fm:statement-count' });
      });
    },
    /** SIGTERM, and SIGKILL if it has not exited after 20 s (a profile is written on a clean exit). */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The bare node:http baseline in its own process; `setBody` swaps the fixed response body. */
export function startBaseline() {
  return startServer('baseline-server.mjs', process.env);
}

/**
 * A bare Fastify answering the same fixed body (ceiling-server.mjs), with the app's answer headers when
 * `headers` is 'answer': what a read costs before any of the app's own work.
 */
export function startCeilingServer(headers) {
  return startServer('ceiling-server.mjs', { ...process.env, CEILING_HEADERS: headers });
}

/**
 * The write floor (write-floor-server.mjs) on the database of `dbEnv` (its DATABASE_URL, or a PGlite directory
 * beside PGLITE_DATA_DIR): bare node:http storing each POST body with one INSERT.
 */
export function startWriteFloor(dbEnv) {
  const floorEnv = dbEnv.DATABASE_URL
    ? { FLOOR_DATABASE_URL: dbEnv.DATABASE_URL }
    : { FLOOR_PGLITE_DIR: `${dbEnv.PGLITE_DATA_DIR}-write-floor` };
  return startServer('write-floor-server.mjs', { ...process.env, ...floorEnv });
}

async function startServer(script, env) {
  const child = fork(join(ROOT, 'bench', 'lib', script), [], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    setBody(body) {
      return new Promise((resolve) => {
        child.once('message', resolve);
        child.send({ body });
      });
    },
    // SIGTERM alone: the floor's PGlite directory and the bench database are thrown away after the run anyway.
    stop() {
      child.kill('SIGTERM');
    },
  };
}
