import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

// Lint with type information over the module and a jest run of its own that migrates its own template
// database: minutes on the shared 2-core machine, not the suite's default minute.
jest.setTimeout(900_000);

const ROOT = join(__dirname, '..', '..');
const FEATURE = 'saved-searches';
const ROUTE = `/api/v2/${FEATURE}`;
/** Copied into the scratch checkout; everything else of the repository is not needed by lint or jest. */
const COPIED = [
  'apps',
  'libs',
  'test',
  'scripts',
  'package.json',
  'tsconfig.json',
  'tsconfig.test.json',
].concat([
  'jest.config.js',
  'eslint.config.mjs',
  '.prettierrc',
  '.prettierignore',
  '.dependency-cruiser.cjs',
]);
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage', 'artifacts']);

/** One operation with a body, added to the generated controller the way the recipe says to. */
const COPY_OPERATION = `
  @Post(':id/copies')
  @Idempotent()
  @ApiOperation({ operationId: 'copySavedSearch', summary: 'Saved Searches: kopieren' })
  @ApiCreatedResponse({ type: SavedSearchResponseDto })
  @ApiErrorResponses(400, 401, 404, 429)
  async copy(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: CreateSavedSearchRequestDto,
  ): Promise<SavedSearchResponseDto> {
    await this.getSavedSearch.execute(scope, id);
    return toSavedSearchResponse(await this.createSavedSearch.execute(scope, { name: body.name }));
  }
}
`;

/**
 * docs/adding-a-module.md followed end to end in a scratch copy of the repository: `npm run new:module`, one
 * operation with a required body added (`POST /{id}/copies`) and given a valid body in the module's isolation
 * probe, then lint (ESLint with its typed rules, Prettier, dependency-cruiser) over the module and the
 * tenant-isolation suite for its resource. The embedded database only: the nested run builds its own
 * template, and on a server it would share the outer run's template database name. So with DATABASE_URL set
 * (CI's PostgreSQL pass) it would repeat the embedded pass's run exactly, for minutes: it runs there only.
 */
const embeddedPassOnly = process.env.DATABASE_URL ? describe.skip : describe;

embeddedPassOnly('new:module, as the recipe says', () => {
  let scratch: string;
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const result = spawnSync(command, args, { cwd: scratch, env, encoding: 'utf8', maxBuffer: 64 << 20 });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };
  const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'new-module-recipe-'));
    for (const entry of COPIED)
      cpSync(join(ROOT, entry), join(scratch, entry), {
        recursive: true,
        filter: (source) =>
          !relative(ROOT, source)
            .split('/')
            .some((part) => SKIPPED.has(part)),
      });
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
    execFileSync(process.execPath, [join(scratch, 'scripts', 'new-module.mjs'), FEATURE], { cwd: scratch });

    const folder = join(scratch, 'apps', 'api', 'src', FEATURE);
    const controller = join(folder, `${FEATURE}.controller.ts`);
    writeFileSync(controller, readFileSync(controller, 'utf8').replace(/\n\}\n$/, COPY_OPERATION));
    const probe = join(folder, 'testing', 'tenant-isolation.ts');
    writeFileSync(
      probe,
      readFileSync(probe, 'utf8').replace(
        `paths: ['${ROUTE}/{id}'],`,
        `paths: ['${ROUTE}/{id}', '${ROUTE}/{id}/copies'],\n` +
          `bodies: { 'post ${ROUTE}/{id}/copies': { name: 'Kopie von Mandant B' } },`,
      ),
    );
    execFileSync(bin('prettier'), ['--write', folder, join(scratch, 'apps', 'api', 'src', 'features.ts')], {
      cwd: scratch,
    });
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('registers the module in FEATURES and gives the new operation a body in its probe', () => {
    const features = readFileSync(join(scratch, 'apps', 'api', 'src', 'features.ts'), 'utf8');
    expect(features).toContain('  savedSearchesFeature,\n');
    const probe = readFileSync(
      join(scratch, 'apps', 'api', 'src', FEATURE, 'testing', 'tenant-isolation.ts'),
      'utf8',
    );
    expect(probe).toContain(`'post ${ROUTE}/{id}/copies'`);
  });

  it('passes lint: ESLint with typed rules, Prettier and dependency-cruiser', () => {
    const folder = `apps/api/src/${FEATURE}`;
    const eslint = run(bin('eslint'), [folder]);
    expect({ eslint: eslint.status, output: eslint.status === 0 ? '' : eslint.output }).toEqual({
      eslint: 0,
      output: '',
    });
    const prettier = run(bin('prettier'), ['--check', folder]);
    expect({ prettier: prettier.status, output: prettier.status === 0 ? '' : prettier.output }).toEqual({
      prettier: 0,
      output: '',
    });
    const depcruise = run(bin('depcruise'), ['apps', 'libs', '--config', '.dependency-cruiser.cjs']);
    expect({ depcruise: depcruise.status, output: depcruise.status === 0 ? '' : depcruise.output }).toEqual({
      depcruise: 0,
      output: '',
    });
  });

  it("passes the tenant-isolation suite: tenant B gets 404 on every operation of A's saved search", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    };
    // The outer run's template and database must not leak into the nested one, which builds its own.
    for (const name of ['FM_TEST_TEMPLATE_READY', 'FM_PGLITE_TEMPLATE', 'DATABASE_URL', 'JEST_WORKER_ID'])
      delete env[name];
    const jest = run(
      bin('jest'),
      [
        'test/e2e/tenant-isolation.e2e-spec.ts',
        // The "security" project once: its "without the fast lane" twin would run the same two tests again.
        '--selectProjects',
        'security',
        '--runInBand',
        '--verbose',
        '-t',
        "registers every documented route|tenant A's Saved Searches",
      ],
      env,
    );
    expect({ jest: jest.status, output: jest.status === 0 ? '' : jest.output }).toEqual({
      jest: 0,
      output: '',
    });
    expect(jest.output).toMatch(/✓ refuses tenant B every operation on tenant A's Saved Searches/);
    expect(jest.output).toMatch(/Tests: .*\b2 passed/);
  });
});
