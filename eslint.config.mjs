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
    files: ['libs/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', FRAMEWORK_IMPORTS] },
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
