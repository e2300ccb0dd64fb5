import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A development secret kept in a file (0600) beside the embedded data directory, so that it survives restarts:
 * read when present, else created. Several processes may start at once on a fresh checkout (two Jest workers,
 * two instances): the new secret is written to a private temporary file and linked into place, which is atomic
 * and fails when another process was first; then that process's complete file is read, never a half-written one.
 */
export function readOrCreateSecretFile(
  file: string,
  create: () => string,
): { value: string; created: boolean } {
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false };
  mkdirSync(dirname(file), { recursive: true });
  const value = create();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, value, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return { value, created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { value: readFileSync(file, 'utf8').trim(), created: false };
  } finally {
    rmSync(temporary, { force: true });
  }
}
