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
    files: ['libs/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', FRAMEWORK_IMPORTS] },
  },
  {
    // A use case's collaborators are its own (issue 33): helpers get what they need passed, not the use case.
    files: ['apps/api/src/*/application/**/*.use-case.ts'],
    rules: {
      '@typescript-eslint/parameter-properties': [
        'error',
        { allow: ['private readonly', 'protected readonly', 'private', 'protected'] },
      ],
    },
  },
);
