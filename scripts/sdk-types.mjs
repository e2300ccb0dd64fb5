// Generates the SDK's types from the OpenAPI document the app serves (libs/sdk/src/generated/schema.d.ts).
//   npm run sdk:generate                      build the document in-process (no database, no port) and write the file
//   npm run sdk:check                         exit 1 when the checked-in file is not what the document gives
//   node scripts/sdk-types.mjs --check --from doc.json   the same against a document already fetched (contract test)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'libs/sdk/src/generated/schema.d.ts');
const args = process.argv.slice(2);
const check = args.includes('--check');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;

async function loadDocument() {
  if (from) return JSON.parse(readFileSync(from, 'utf8'));
  const require = createRequire(import.meta.url);
  require('./register-ts.cjs');
  process.noDeprecation = true; // Fastify's option deprecations are not ours to print here
  const { exportOpenApiDocument } = require('../apps/api/src/export-openapi.ts');
  return exportOpenApiDocument();
}

const BANNER = `/**
 * Generated from the Fördermittel API's OpenAPI document by \`npm run sdk:generate\` (openapi-typescript).
 * Do not edit: change the DTOs in apps/api and regenerate. CI checks that this file is up to date.
 */
`;

const document = await loadDocument();
const types =
  BANNER + astToString(await openapiTS(document, { alphabetize: false, defaultNonNullable: false }));
if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as outdated
  }
  if (current !== types) {
    console.error(
      `${relative(root, target)} is out of date with the OpenAPI document: run npm run sdk:generate`,
    );
    process.exit(1);
  }
  console.log(`${relative(root, target)} is up to date`);
} else {
  writeFileSync(target, types);
  console.log(`wrote ${relative(root, target)}`);
}
