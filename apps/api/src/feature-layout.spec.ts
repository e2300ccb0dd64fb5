import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES } from './features';

const ROOT = __dirname;
/** The one layout of a feature folder (docs/adding-a-module.md). */
const FOLDERS = new Set(['dto', 'domain', 'application', 'adapters', 'persistence', 'testing']);
const FILES = [
  /^[a-z-]+\.module\.ts$/,
  /^[a-z-]+\.feature\.ts$/,
  /^[a-z-]+\.error-codes\.ts$/,
  /^[a-z-]+\.event-types\.ts$/,
  /^[a-z-]+\.config(\.spec)?\.ts$/,
  /^[a-z-]+\.controller\.ts$/,
  /^index\.ts$/,
];

/** Every folder beside the kernel and the composition root is a feature. */
const featureFolders = () =>
  readdirSync(ROOT).filter((name) => name !== 'platform' && statSync(join(ROOT, name)).isDirectory());

describe('feature folders: one layout', () => {
  it('lists every feature folder in the composition root, and nothing else', () => {
    expect(featureFolders().sort()).toEqual(FEATURES.map((f) => f.name).sort());
  });

  it.each(featureFolders())(
    '%s holds its module, manifest and public port, known folders and known files only',
    (feature) => {
      const entries = readdirSync(join(ROOT, feature));
      // index.ts: the feature's public port, the only file other features may import (even when it is empty).
      expect(entries).toEqual(
        expect.arrayContaining([`${feature}.module.ts`, `${feature}.feature.ts`, 'index.ts']),
      );
      const misplaced = entries.filter((name) =>
        statSync(join(ROOT, feature, name)).isDirectory()
          ? !FOLDERS.has(name)
          : !FILES.some((pattern) => pattern.test(name)),
      );
      expect(misplaced).toEqual([]);
    },
  );

  it('keeps ports in application/ (a *.port.ts elsewhere is a misplaced port)', () => {
    const misplaced = featureFolders().flatMap((feature) =>
      ['adapters', 'persistence', 'domain', 'dto'].flatMap((folder) => {
        const dir = join(ROOT, feature, folder);
        try {
          return readdirSync(dir)
            .filter((name) => name.endsWith('.port.ts'))
            .map((name) => `${feature}/${folder}/${name}`);
        } catch {
          return [];
        }
      }),
    );
    expect(misplaced).toEqual([]);
  });
});
