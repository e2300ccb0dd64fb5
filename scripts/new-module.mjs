// `npm run new:module -- <feature> [--entity <singular>] [--out <dir>]`: a tenant-scoped feature module that
// follows docs/adding-a-module.md and passes `npm run lint` and its tests as generated: one resource with
// create (idempotent, with an outbox event), list, read and delete under /api/v2/<feature>, its table under
// row-level security, its data inventory, use-case tests on the kernel's test kit and its tenant-isolation
// probe. It writes only apps/api/src/<feature>/ and one line in apps/api/src/features.ts; then run
// `npm run sdk:generate`. `--out` writes the folder elsewhere and leaves features.ts alone (tests).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from './new-module/templates.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'apps', 'api', 'src');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

function fail(message) {
  console.error(`new:module: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const args = { feature: undefined, entity: undefined, out: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--entity') args.entity = argv[++i];
    else if (argv[i] === '--out') args.out = argv[++i];
    else if (!args.feature) args.feature = argv[i];
    else fail(`unexpected argument ${argv[i]}`);
  }
  return args;
}

const { feature, entity: entityArg, out } = parseArgs(process.argv.slice(2));
if (!feature || !KEBAB.test(feature))
  fail('usage: npm run new:module -- <feature-in-kebab-case> [--entity <singular>]');
// The folder name is the feature's name (feature-layout.spec.ts checks it) and its URL segment.
const singular = (word) =>
  word
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|ss|x|z)es$/, '$1')
    .replace(/([^s])s$/, '$1');
const entity = entityArg ?? singular(feature);
if (!KEBAB.test(entity)) fail(`entity ${entity} must be kebab case`);
if (feature === 'platform' || (!out && existsSync(join(SRC, feature))))
  fail(`apps/api/src/${feature} exists`);

const folder = out ? join(out, feature) : join(SRC, feature);
const { files, names } = moduleFiles({ feature, entity, timestamp: Date.now() });
for (const [path, content] of Object.entries(files)) {
  const file = join(folder, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

if (!out) {
  const featuresFile = join(SRC, 'features.ts');
  const name = names.featureConst;
  let source = readFileSync(featuresFile, 'utf8');
  source = source.replace(
    /^(import \{ KERNEL_SCHEMA \})/m,
    `import { ${name} } from './${feature}/${feature}.feature';\n$1`,
  );
  source = source.replace(/^(\];\n\n\/\*\* The configuration sections)/m, `  ${name},\n$1`);
  if (!source.includes(`  ${name},\n`)) fail('features.ts: could not add the feature to FEATURES');
  writeFileSync(featuresFile, source);
}
console.log(
  `new:module: wrote ${Object.keys(files).length} files to ${folder}` +
    (out
      ? ''
      : '\nnext: npm run format && npm run sdk:generate && npm run lint, then its tests (docs/adding-a-module.md)'),
);
