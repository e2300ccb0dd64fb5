// Generates the SDK's types from the two OpenAPI documents the app serves (libs/sdk/src/generated/v1.d.ts and
// v2.d.ts, spec section 9: one description per version), and a method per v2 operation (v2-operations.ts).
//   npm run sdk:generate                      build the documents in-process (no database, no port) and write the files
//   npm run sdk:check                         exit 1 when a checked-in file is not what its document gives
//   node scripts/sdk-types.mjs --check --from <dir>   the same against documents already fetched into
//                                             <dir>/v1.json and <dir>/v2.json (contract test)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { handWrittenMethods, operationsSource } from './sdk-operations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const VERSIONS = ['v1', 'v2'];
const targetOf = (version) => join(root, `libs/sdk/src/generated/${version}.d.ts`);
const args = process.argv.slice(2);
const check = args.includes('--check');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;

async function loadDocuments() {
  if (from) {
    return Object.fromEntries(
      VERSIONS.map((v) => [v, JSON.parse(readFileSync(join(from, `${v}.json`), 'utf8'))]),
    );
  }
  const require = createRequire(import.meta.url);
  require('./register-ts.cjs');
  process.noDeprecation = true; // Fastify's option deprecations are not ours to print here
  const { exportOpenApiDocuments } = require('../apps/api/src/export-openapi.ts');
  return exportOpenApiDocuments();
}

const banner = (version) => `/**
 * Generated from the Fördermittel API's ${version} OpenAPI document (/api/${version}/openapi.json) by
 * \`npm run sdk:generate\` (openapi-typescript). Do not edit: change the DTOs in apps/api and regenerate. CI checks
 * that this file is up to date.
 */
`;

const documents = await loadDocuments();
const outputs = [];
for (const version of VERSIONS) {
  const types =
    banner(version) +
    astToString(await openapiTS(documents[version], { alphabetize: false, defaultNonNullable: false }));
  outputs.push({ target: targetOf(version), content: types, version });
}
// One method per v2 operation (scripts/sdk-operations.mjs), formatted like the rest of the SDK.
const operations = operationsSource(
  documents.v2,
  handWrittenMethods(join(root, 'libs/sdk/src/client-v2.ts')),
);
const operationsTarget = join(root, 'libs/sdk/src/generated/v2-operations.ts');
outputs.push({
  target: operationsTarget,
  content: await prettier.format(operations, {
    ...(await prettier.resolveConfig(operationsTarget)),
    filepath: operationsTarget,
  }),
  version: 'v2',
});

let outdated = false;
for (const { target, content: types, version } of outputs) {
  if (!check) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, types);
    console.log(`wrote ${relative(root, target)}`);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as outdated
  }
  if (current === types) {
    console.log(`${relative(root, target)} is up to date`);
  } else {
    console.error(
      `${relative(root, target)} is out of date with the ${version} document: run npm run sdk:generate`,
    );
    outdated = true;
  }
}
if (outdated) process.exit(1);
