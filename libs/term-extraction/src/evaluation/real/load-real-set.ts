import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared folder with the real texts (never copied into the project): `FM_SHARED_DIR`, else `../shared` beside
 * the repository root, else `/work/shared`. Null when none exists, so a caller can say so and skip.
 */
export function sharedDir(repoRoot: string): string | null {
  const candidates = [process.env.FM_SHARED_DIR, path.resolve(repoRoot, '..', 'shared'), '/work/shared'];
  return candidates.find((dir): dir is string => !!dir && existsSync(dir)) ?? null;
}

export const DEV_SET_PATH = 'data/fdb-real/ckg-2024-dev/funding_programs.csv';

/** The development set's CSV text, or null (with where it was looked for) when the shared folder lacks it. */
export function readDevSet(repoRoot: string): { csv: string } | { missing: string } {
  const dir = sharedDir(repoRoot);
  const file = dir ? path.join(dir, DEV_SET_PATH) : path.resolve(repoRoot, '..', 'shared', DEV_SET_PATH);
  return existsSync(file) ? { csv: readFileSync(file, 'utf8') } : { missing: file };
}
