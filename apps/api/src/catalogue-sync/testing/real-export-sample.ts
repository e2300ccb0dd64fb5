import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import yazl from 'yazl';

const REPO_ROOT = resolve(__dirname, '../../../../..');
const SAMPLE = join('data', 'fdb-real', 'xml-export-sample');

/**
 * The folder of real export files (`../shared/data/fdb-real/xml-export-sample`, beside the repository;
 * `FM_SHARED_DIR` overrides, `/work/shared` is the fallback), or null where it is absent. Real texts are
 * read at test time only, never copied into the project.
 */
export function realExportSampleDir(): string | null {
  const candidates = [process.env.FM_SHARED_DIR, resolve(REPO_ROOT, '..', 'shared'), '/work/shared'].filter(
    (d): d is string => !!d,
  );
  for (const dir of candidates) if (existsSync(join(dir, SAMPLE, 'BMWI'))) return join(dir, SAMPLE);
  return null;
}

/** Zips the sample's `BMWI/` tree at the paths it has inside the real export. */
export async function zipRealExportSample(sampleDir: string, target: string): Promise<number> {
  const zip = new yazl.ZipFile();
  let files = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.name.endsWith('.xml')) {
        zip.addFile(full, relative(sampleDir, full).split('\\').join('/'));
        files++;
      }
    }
  };
  await walk(join(sampleDir, 'BMWI'));
  zip.end();
  const out = createWriteStream(target);
  zip.outputStream.pipe(out);
  await once(out, 'close');
  return files;
}
