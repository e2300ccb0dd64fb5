/* eslint-disable @typescript-eslint/no-require-imports */
// Lets a child process (`node -r ./test/support/ts-register.cjs file.ts`) run the app's TypeScript without a build:
// each file is transpiled on load (no type check: `npm run lint` does that) and the @libs aliases resolve.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.join(__dirname, '..', '..');
require('tsconfig-paths').register({
  baseUrl: root,
  paths: require(path.join(root, 'tsconfig.json')).compilerOptions.paths,
});

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
};

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  module._compile(ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText, filename);
};
