/* eslint-disable */
// A require hook for the repo's TypeScript, for scripts that must not wait for a build (npm run sdk:generate).
// It transpiles each file on its own, like ts-jest in the tests (no type check: `npm run lint` does that),
// and resolves the @libs/* aliases from tsconfig.json.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.join(__dirname, '..');
const tsconfig = require(path.join(root, 'tsconfig.json'));
require('tsconfig-paths').register({ baseUrl: root, paths: tsconfig.compilerOptions.paths });

const compilerOptions = {
  ...ts.convertCompilerOptionsFromJson(tsconfig.compilerOptions, root).options,
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  sourceMap: false,
  inlineSourceMap: true,
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
    compilerOptions,
    fileName: filename,
  });
  module._compile(outputText, filename);
};
