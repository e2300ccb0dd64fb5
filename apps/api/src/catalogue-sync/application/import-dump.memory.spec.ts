import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MemorySample } from '../testing/measure-import-memory';

// Four imports (two sizes, the importer and a control that holds the file), each in a fresh process that
// samples its heap at every batch: a process start and a heap walk per batch, minutes with more rows.
jest.setTimeout(300_000);

/** The smaller size; the larger is four times it. `CATALOGUE_MEMORY_ROWS=25000` compares 25,000 with 100,000. */
const ROWS = Number(process.env.CATALOGUE_MEMORY_ROWS ?? 1_500);
/**
 * Retained growth allowed per extra byte of file. The importer keeps the set of ids (a 32-character hash,
 * about 100 bytes per row on the heap, against about 700 bytes of CSV per row): about 0.15, measured between
 * -0.14 and 0.36 (the sample at a batch also holds that batch). Anything that holds the file, even as its raw
 * bytes, grows by at least 1 (the control: 1.8 to 2.2). The bound sits between the two.
 */
const MAX_GROWTH_PER_FILE_BYTE = 0.75;

const ROOT = join(__dirname, '../../../../..');
const SCRIPT = join(__dirname, '../testing/measure-import-memory.ts');

/**
 * "A synthetic dump of 100,000 rows imports within memory bounds (streamed, not loaded whole)": the memory
 * the importer retains is sampled at every batch, at two sizes of file, each in a fresh process
 * (testing/measure-import-memory.ts). A streaming importer grows by the set of ids only; one that holds the
 * file grows with it. The control proves the measure sees the difference.
 */
describe(`ImportDump memory (${ROWS} and ${4 * ROWS} rows)`, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-memory-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function measure(rows: number, reader: 'streaming' | 'holding'): Promise<MemorySample> {
    const args = [
      '--expose-gc',
      '-r',
      join(ROOT, 'scripts/register-ts.cjs'),
      SCRIPT,
      String(rows),
      reader,
      dir,
    ];
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env: process.env });
    return JSON.parse(stdout) as MemorySample;
  }

  /** Retained growth from the small to the large file, per byte the file grew. */
  async function growthPerFileByte(reader: 'streaming' | 'holding', rows = ROWS): Promise<number> {
    const small = await measure(rows, reader);
    const large = await measure(4 * rows, reader);
    const ratio = (large.growthBytes - small.growthBytes) / (large.fileBytes - small.fileBytes);
    console.log(JSON.stringify({ reader, small, large, ratio: +ratio.toFixed(3) }));
    return ratio;
  }

  it('streams the file: retained memory does not grow with the file beyond the set of ids', async () => {
    expect(await growthPerFileByte('streaming')).toBeLessThan(MAX_GROWTH_PER_FILE_BYTE);
  });

  it('control: a reader that holds the file fails the same bound (at half the size: it is slower)', async () => {
    expect(await growthPerFileByte('holding', ROWS / 2)).toBeGreaterThan(MAX_GROWTH_PER_FILE_BYTE);
  });
});
