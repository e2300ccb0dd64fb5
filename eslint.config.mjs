// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

// The domain libraries stay plain TypeScript: no framework, ORM, validation or driver imports (STYLE.md).
const FRAMEWORK_IMPORTS = {
  patterns: [
    { group: ['@nestjs/*'], message: 'libs/ are framework-free: no NestJS in the domain.' },
    { group: ['typeorm', 'typeorm/*', 'pg', 'pg/*', '@electric-sql/*'], message: 'libs/ know no database.' },
    { group: ['class-validator', 'class-transformer'], message: 'Validation belongs to the app DTOs.' },
    { group: ['fastify', 'express', '@fastify/*'], message: 'libs/ know no HTTP framework.' },
    { group: ['**/apps/**', '@apps/*'], message: 'libs/ never import apps/.' },
  ],
};

// Third-party modules' private files (`pg/lib/utils`, `pg-boss/src/plans`, `typeorm/driver/...`): they are no
// interface and change in any release (ADR 0036). A package's documented subpath export is fine.
const PRIVATE_MODULES = {
  group: ['pg/*', 'pg-boss/*', 'typeorm/*', '@nestjs/*/dist/*', 'fastify/lib/*'],
  message: 'A package’s private module is no interface (ADR 0036): use its public API.',
};

// Nothing replaces a library's behaviour at run time (ADR 0036): no prototype patched, no method of a live
// object of theirs swapped, no private module required.
const NO_PATCHING = [
  {
    selector: "AssignmentExpression > MemberExpression.left[object.property.name='prototype']",
    message: 'Do not patch a prototype (ADR 0036): use the library’s public API or options.',
  },
  {
    selector:
      "CallExpression[callee.object.name='Object'][callee.property.name=/^(defineProperty|defineProperties|assign|setPrototypeOf)$/] > MemberExpression.arguments[property.name='prototype']",
    message: 'Do not patch a prototype (ADR 0036): use the library’s public API or options.',
  },
  {
    selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(query|connect|release|bind)$/]',
    message: 'Do not replace a method of a driver, runner or resource (ADR 0036): use a public hook.',
  },
  {
    selector: "CallExpression[callee.name='require'] > Literal.arguments[value=/^(pg|pg-boss|typeorm)\\//]",
    message: 'A package’s private module is no interface (ADR 0036): use its public API.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'libs/sdk/**',
      '.data/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Typed rules: a promise nobody awaits loses its rejection (an unhandled rejection ends the process) and its
    // ordering; one passed where a callback's result is ignored (an event handler, `forEach`) does the same.
    // Fire-and-forget is written `void promise` with a comment saying where its errors go.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_PATCHING],
      'no-restricted-imports': ['error', { patterns: [PRIVATE_MODULES] }],
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...FRAMEWORK_IMPORTS.patterns, PRIVATE_MODULES] }],
    },
  },
  {
    // A use case's collaborators are its own: helpers get what they need passed, not the use case.
    files: ['apps/api/src/*/application/**/*.use-case.ts'],
    rules: {
      '@typescript-eslint/parameter-properties': [
        'error',
        { allow: ['private readonly', 'protected readonly', 'private', 'protected'] },
      ],
    },
  },
);
