// Builds dist/esm and dist/cjs with plain tsc (no bundler, no platform binaries), each with its declarations.
// tsc does not copy .d.ts sources, so the generated v1 and v2 types are copied next to the output.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(here, 'dist'), { recursive: true, force: true });
for (const [format, type] of [
  ['esm', 'module'],
  ['cjs', 'commonjs'],
]) {
  execFileSync(process.execPath, [tsc, '-p', join(here, `tsconfig.${format}.json`)], { stdio: 'inherit' });
  mkdirSync(join(here, 'dist', format, 'generated'), { recursive: true });
  for (const version of ['v1', 'v2']) {
    const file = `generated/${version}.d.ts`;
    cpSync(join(here, 'src', file), join(here, 'dist', format, file));
  }
  writeFileSync(join(here, 'dist', format, 'package.json'), `${JSON.stringify({ type }, null, 2)}\n`);
}
console.log('built dist/esm and dist/cjs');
