import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');

/**
 * `npm run new:module` keeps producing a module that compiles against today's kernel. The module is
 * generated into a scratch tree whose app folders, libs, tests and packages are links to this checkout, so that its
 * relative imports resolve as they would in apps/api/src, and type-checked with the repository's settings. The
 * full proof (lint, its unit test, the isolation, inventory, RLS, contract and fuzz suites with the module
 * registered) is recorded in docs/adding-a-module.md; this test keeps the templates from rotting in between.
 */
// It opens no database, so CI's PostgreSQL pass (DATABASE_URL set) would repeat the embedded pass exactly.
const embeddedPassOnly = process.env.DATABASE_URL ? describe.skip : describe;

embeddedPassOnly('new:module scaffold', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'new-module-'));
    const src = join(scratch, 'apps', 'api', 'src');
    mkdirSync(src, { recursive: true });
    // The app's own folders and files beside the new one (the test kit reaches the app through them).
    for (const entry of readdirSync(join(ROOT, 'apps', 'api', 'src')))
      symlinkSync(join(ROOT, 'apps', 'api', 'src', entry), join(src, entry));
    for (const dir of ['libs', 'test', 'node_modules']) symlinkSync(join(ROOT, dir), join(scratch, dir));
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'new-module.mjs'), 'saved-searches', '--out', src]);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('writes the layout of docs/adding-a-module.md', () => {
    const folder = join(scratch, 'apps', 'api', 'src', 'saved-searches');
    const list = (dir: string): string[] =>
      readdirSync(join(folder, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)],
      );
    const files = list('.').map((f) => f.replace(/\d{13}/, '<ts>'));
    expect(files.sort()).toEqual(
      [
        'application/create-saved-search.use-case.spec.ts',
        'application/create-saved-search.use-case.ts',
        'application/read-saved-searches.use-case.ts',
        'application/saved-search-repository.port.ts',
        'application/saved-search.errors.ts',
        'domain/saved-search.ts',
        'dto/saved-search.request.dto.ts',
        'dto/saved-search.response.dto.ts',
        'index.ts',
        'persistence/migrations/<ts>-create-saved-searches.ts',
        'persistence/saved-search.orm-entity.ts',
        'persistence/saved-searches.data-inventory.ts',
        'persistence/typeorm-saved-search-repository.ts',
        'saved-searches.controller.ts',
        'saved-searches.error-codes.ts',
        'saved-searches.event-types.ts',
        'saved-searches.feature.ts',
        'saved-searches.module.ts',
        'testing/in-memory-saved-search-repository.ts',
        'testing/tenant-isolation.ts',
      ].sort(),
    );
  });

  it('type-checks against the kernel with the repository settings', () => {
    const folder = join(scratch, 'apps', 'api', 'src', 'saved-searches');
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!;
    const roots = ts.sys.readDirectory(folder, ['.ts']);
    const program = ts.createProgram(roots, { ...config.options, noEmit: true });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(problems).toEqual([]);
  });
});
