import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bench and the eval scripts load the app's modules by path (`fromApp('catalogue/persistence/…')`,
 * `require('../apps/api/src/…')`) and are not type-checked or run in CI, so a renamed file broke
 * `npm run bench` unnoticed (as when `typeorm-program.repository` was renamed to `typeorm-program-repository`).
 * This pins every such path to a file that exists.
 */
const ROOT = join(__dirname, '..', '..');
const SCRIPT_DIRS = ['bench', 'bench/lib', 'scripts'];

function modulePathsIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const fromApp = [...text.matchAll(/fromApp\('([^']+)'\)/g)].map((m) => `apps/api/src/${m[1]}`);
  const relative = [...text.matchAll(/require\('(\.\.\/(?:apps|libs)\/[^']+)'\)/g)].map((m) =>
    join(file, '..', m[1] as string),
  );
  return [...fromApp, ...relative];
}

const exists = (path: string) =>
  [path, `${path}.ts`, join(path, 'index.ts')].some((candidate) => existsSync(join(ROOT, candidate)));

describe('bench and scripts load modules that exist', () => {
  const files = SCRIPT_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => /\.(c|m)?js$/.test(name))
      .map((name) => `${dir}/${name}`),
  );

  it('finds the scripts and the paths they load', () => {
    expect(files).toContain('bench/lib/prepare-database.cjs');
    expect(files.flatMap(modulePathsIn).length).toBeGreaterThan(10);
  });

  it.each(files)('%s', (file) => {
    expect(modulePathsIn(file).filter((path) => !exists(path))).toEqual([]);
  });
});
