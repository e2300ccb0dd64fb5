import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateSecretFile } from './generated-secret-file';

describe('readOrCreateSecretFile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-secret-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file once (0600) and reads it on later starts', () => {
    const file = join(dir, 'nested', 'secret');
    expect(readOrCreateSecretFile(file, () => 'first')).toEqual({ value: 'first', created: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(file, () => 'second')).toEqual({ value: 'first', created: false });
    expect(readdirSync(join(dir, 'nested'))).toEqual(['secret']);
  });

  it('takes the secret of a process that wrote the file first, after this one looked', () => {
    const file = join(dir, 'secret');
    // The other process wins between the existence check and the link.
    const created = () => {
      writeFileSync(file, 'winner\n');
      return 'loser';
    };
    expect(readOrCreateSecretFile(file, created)).toEqual({ value: 'winner', created: false });
    expect(readdirSync(dir)).toEqual(['secret']);
  });
});
