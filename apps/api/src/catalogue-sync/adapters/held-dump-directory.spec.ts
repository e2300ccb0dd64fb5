import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeldDumpDirectory } from './held-dump-directory';

describe('HeldDumpDirectory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'held-dumps-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps a copy per run, the newest ones only, and drops a released one', async () => {
    const held = new HeldDumpDirectory(join(dir, 'held'), 2);
    const source = join(dir, 'dump.zip');
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, id] of ids.entries()) {
      await writeFile(source, `dump ${i}`);
      const kept = await held.hold(id, source);
      // Distinct times of holding, oldest first, whatever the file system's resolution.
      await utimes(kept, 1_700_000_000 + i, 1_700_000_000 + i);
    }
    await writeFile(source, 'the operator edits the source afterwards');
    expect(await held.pathOf(ids[0]!)).toBeNull();
    // The third hold pruned before its time was set: hold once more to prune by the times set above.
    const fourth = randomUUID();
    await held.hold(fourth, source);
    expect((await readdir(join(dir, 'held'))).sort()).toEqual([`${ids[2]}.dump`, `${fourth}.dump`].sort());
    expect(await readFile((await held.pathOf(ids[2]!))!, 'utf8')).toBe('dump 2');
    await held.release(ids[2]!);
    expect(await held.pathOf(ids[2]!)).toBeNull();
  });

  it('answers nothing for an id that is not a run id (no path outside the directory)', async () => {
    const held = new HeldDumpDirectory(dir);
    expect(await held.pathOf('../../etc/passwd')).toBeNull();
  });
});
