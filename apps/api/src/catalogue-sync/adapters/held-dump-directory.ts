import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../../platform/config/app-config';
import { HeldDumps } from '../application/held-dumps.port';

/** Refused dumps kept at most: with one refusal a day, the last working week (ADR 0015). */
export const HELD_DUMPS_KEPT = 5;
const SUFFIX = '.dump';
const RUN_ID = /^[0-9a-f-]{36}$/i;

/**
 * One file per refused run, `<run id>.dump`, in a directory under the data directory. A copy, not the
 * download itself: a local source stays the operator's, a temporary download is removed after the run.
 */
export class HeldDumpDirectory extends HeldDumps {
  constructor(
    private readonly dir: string,
    private readonly kept = HELD_DUMPS_KEPT,
  ) {
    super();
  }

  async hold(runId: string, path: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const target = this.fileOf(runId);
    await copyFile(path, target);
    await this.prune();
    return target;
  }

  async pathOf(runId: string): Promise<string | null> {
    if (!RUN_ID.test(runId)) return null;
    try {
      return (await stat(this.fileOf(runId))).isFile() ? this.fileOf(runId) : null;
    } catch {
      return null;
    }
  }

  async release(runId: string): Promise<void> {
    if (RUN_ID.test(runId)) await rm(this.fileOf(runId), { force: true });
  }

  private fileOf(runId: string): string {
    return join(this.dir, `${runId}${SUFFIX}`);
  }

  /** The newest `kept` files stay (by the time they were held), older ones go. */
  private async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((n) => n.endsWith(SUFFIX));
    const files = await Promise.all(
      names.map(async (n) => ({ path: join(this.dir, n), at: (await stat(join(this.dir, n))).mtimeMs })),
    );
    files.sort((a, b) => b.at - a.at);
    await Promise.all(files.slice(this.kept).map((f) => rm(f.path, { force: true })));
  }
}

/**
 * `program-sync-held` in the data directory: next to the embedded database's directory, `./.data` on
 * PostgreSQL (as the cron secret and the webhook key); a throwaway database gets a directory per process.
 */
export function heldDumpDirOf(config: AppConfig): string {
  const target = config.database;
  if (target.kind === 'embedded' && target.dataDir.startsWith('memory://'))
    return join(tmpdir(), `fm-program-sync-held-${process.pid}`);
  return join(target.kind === 'embedded' ? dirname(target.dataDir) : './.data', 'program-sync-held');
}
