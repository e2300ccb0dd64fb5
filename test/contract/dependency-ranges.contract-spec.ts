import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * pg-boss is used only through its public API (ADR 0036: `send`/`insert` with its `db` executor inside our
 * transactions, no copy of its SQL), so it may move within its major version: a caret range, never an exact
 * pin. 11 and later need Node 22, hence 10.x.
 */
describe('dependency ranges', () => {
  it('takes pg-boss as a caret range of 10.x, at least 10.4.2', () => {
    const range = manifest.dependencies['pg-boss'] ?? '';
    expect(range).toMatch(/^\^10\.(\d+)\.(\d+)$/);
    const [minor, patch] = range.slice(4).split('.').map(Number) as [number, number];
    expect(minor > 4 || (minor === 4 && patch >= 2)).toBe(true);
  });

  // Nest's adapter creates the Fastify instance the app registers its hooks and parsers on; `overrides` gives
  // it the app's Fastify (5.12 binds no `AsyncResource` per body: 7 % of a match's CPU on Node 20), so
  // there is one Fastify in the tree and the app's types are the instance's.
  it("gives Nest's Fastify adapter the app's Fastify", () => {
    const adapter = dirname(require.resolve('@nestjs/platform-fastify/package.json'));
    expect(require.resolve('fastify', { paths: [adapter] })).toBe(require.resolve('fastify'));
    const minor = /^\^5\.(\d+)\.\d+$/.exec(manifest.dependencies.fastify ?? '')?.[1];
    expect(Number(minor)).toBeGreaterThanOrEqual(12);
  });
});
