import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ImportDump } from './catalogue-sync';
import { SystemClock, tenantIdOf } from '@libs/shared';
import { loadConfig } from './platform/config/load-config';
import { APP_SCHEMA, FEATURE_CONFIG } from './features';
import { openDatabase } from './platform/database/database.module';
import { TenantTransaction } from './platform/tenancy/tenant-transaction';
import { CreateTenant } from './access/application/create-tenant.use-case';
import { IssueApiKey } from './access/application/issue-api-key.use-case';
import { RevokeApiKey } from './access/application/revoke-api-key.use-case';
import { isPlanName, PLAN_NAMES } from './access/domain/plan';
import type { Scope } from './platform/auth/scopes';
import { HmacSecretDigester } from './access/persistence/hmac-secret-digester';
import { TypeormApiKeyRepository } from './access/persistence/typeorm-api-key-repository';
import { TypeormTenantRepository } from './access/persistence/typeorm-tenant-repository';

const USAGE = `Usage:
  npm run cli -- tenant:create --name <name> --plan <${PLAN_NAMES.join('|')}> [--sandbox] [--admin] [--operator]
  npm run cli -- key:create --tenant <tenant id> [--name <label>] [--admin] [--operator]
  npm run cli -- key:revoke --tenant <tenant id> --key <key id>
  npm run cli -- catalogue:import <csv_data.zip | .csv | http(s) URL> [--force | --dry-run]
  npm run cli -- catalogue:import --run <id of a refused run>   (applies its kept file after review)
The key is printed once; only its digest is stored. Stop an app on the embedded database first (one process only).`;

/** Operator commands on the configured database (same environment variables as the app). */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      tenant: { type: 'string' },
      key: { type: 'string' },
      sandbox: { type: 'boolean', default: false },
      admin: { type: 'boolean', default: false },
      operator: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      run: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  Logger.overrideLogger(['error', 'warn']);
  // Exactly the app's configuration, the features' sections included (main.ts): without them a production
  // start failed on a feature's own required setting, and PROGRAM_SYNC_HELD_DIR was ignored.
  const config = loadConfig(process.env, FEATURE_CONFIG);
  if (command === 'catalogue:import' && (positionals[0] || values.run))
    return importCatalogue(config, values.run ? { heldRun: values.run } : positionals[0]!, {
      force: values.force,
      dryRun: values['dry-run'],
    });
  const connection = await openDatabase(config, APP_SCHEMA);
  try {
    const clock = new SystemClock();
    const tenants = new TypeormTenantRepository(connection.dataSource);
    const keys = new TypeormApiKeyRepository(
      connection.dataSource,
      new TenantTransaction(connection.dataSource),
    );
    const issueKey = new IssueApiKey(keys, new HmacSecretDigester(config.auth.apiKeyPepper), clock);
    // --admin: the tenant's own administrator; --operator: the operator of the whole service.
    const scopes: Scope[] = [
      'api',
      ...(values.admin || values.operator ? (['admin'] as const) : []),
      ...(values.operator ? (['operator'] as const) : []),
    ];
    if (command === 'tenant:create' && values.name && values.plan && isPlanName(values.plan)) {
      const created = await new CreateTenant(tenants, issueKey, clock).execute({
        name: values.name,
        plan: values.plan,
        sandbox: values.sandbox,
        scopes,
      });
      console.log(
        `tenant id: ${created.tenant.id}\nplan:      ${created.tenant.plan}\napi key:   ${created.key.plaintext}`,
      );
      console.log('Store the key now: it is shown only once.');
      return 0;
    }
    if (command === 'key:create' && values.tenant && (await tenants.findById(values.tenant))) {
      const tenant = (await tenants.findById(values.tenant))!;
      const issued = await issueKey.execute(tenant.id, {
        name: values.name,
        scopes,
        sandbox: tenant.sandbox,
      });
      console.log(`key id:  ${issued.apiKey.id}\napi key: ${issued.plaintext}`);
      return 0;
    }
    if (command === 'key:revoke' && values.tenant && values.key) {
      await new RevokeApiKey(keys, clock).execute(tenantIdOf(values.tenant), values.key);
      console.log(`revoked ${values.key}`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await connection.dataSource.destroy();
    await connection.embedded?.close();
  }
}

/**
 * The Förderdatenbank import in an application context without job workers (no scheduled run starts
 * beside it); the same use case as the `program-sync` job, so runs, history and events are the same.
 * `--force` applies a run the checks would hold, or the same file again; `--run <id>` applies the kept
 * file of a held run; `--dry-run` only checks.
 */
async function importCatalogue(
  config: ReturnType<typeof loadConfig>,
  source: string | { heldRun: string },
  options: { force: boolean; dryRun: boolean },
): Promise<number> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, jobs: { ...config.jobs, workers: false } }),
    { logger: ['error', 'warn'] },
  );
  try {
    const importer = app.get(ImportDump);
    if (options.dryRun && typeof source === 'string') {
      // The check alone: counts, sample diffs and reasons to hold; nothing recorded, nothing changed.
      const dry = await importer.dryRun(source);
      console.log(JSON.stringify({ dryRun: true, ...dry }, null, 2));
      return dry.holds.length === 0 ? 0 : 1;
    }
    const run =
      typeof source === 'string'
        ? await importer.execute(source, { force: options.force })
        : await importer.applyHeld(source.heldRun);
    console.log(
      JSON.stringify({ run: run.id, status: run.status, counts: run.counts, note: run.note }, null, 2),
    );
    return run.status === 'applied' || run.status === 'skipped' ? 0 : 1;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
