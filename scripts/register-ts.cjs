/* eslint-disable */
// A require hook for the repo's TypeScript, for scripts that must not wait for a build (npm run sdk:generate)
// and for the child processes the tests start (an app killed mid-work, the operator CLI). It transpiles each
// file on its own, like ts-jest in the tests (no type check: `npm run lint` does that), and resolves the
// @libs/* aliases from tsconfig.json. Transpiled files are kept in node_modules/.cache/register-ts by the hash
// of the options, the path and the source: a child that loads the whole app starts in about a second instead
// of seven when an earlier one transpiled the same files.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const tsconfig = require(path.join(root, 'tsconfig.json'));
require('tsconfig-paths').register({ baseUrl: root, paths: tsconfig.compilerOptions.paths });

const cacheDir = path.join(root, 'node_modules', '.cache', 'register-ts');
let ts;
let compilerOptions;
const optionsKey = [
  require('typescript/package.json').version,
  JSON.stringify(tsconfig.compilerOptions),
].join('\0');

function transpile(source, filename) {
  if (!ts) {
    ts = require('typescript');
    compilerOptions = {
      ...ts.convertCompilerOptionsFromJson(tsconfig.compilerOptions, root).options,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      sourceMap: false,
      inlineSourceMap: true,
    };
  }
  return ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText;
}

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto
    .createHash('sha1')
    .update(optionsKey)
    .update('\0')
    .update(filename)
    .update('\0')
    .update(source);
  const cached = path.join(cacheDir, `${key.digest('hex')}.js`);
  let output;
  try {
    output = fs.readFileSync(cached, 'utf8');
  } catch {
    output = transpile(source, filename);
    try {
      // Written aside and renamed: a concurrent reader sees the whole file or none.
      fs.mkdirSync(cacheDir, { recursive: true });
      const partial = `${cached}.${process.pid}`;
      fs.writeFileSync(partial, output);
      fs.renameSync(partial, cached);
    } catch {
      // A read-only checkout: transpiled again next time.
    }
  }
  module._compile(output, filename);
};
