import { StatementNames } from './statement-names';

describe('StatementNames', () => {
  it('names a text once and answers the same name for it again', () => {
    const names = new StatementNames();
    const first = names.of('SELECT $1', [1]);
    expect(first).toMatch(/^fm_commit_\d+$/);
    expect(names.of('SELECT $1', [2])).toBe(first);
    expect(names.of('SELECT $1, $2', [1, 2])).not.toBe(first);
  });

  it('leaves a statement without parameters unnamed (node-postgres sends it as a simple query)', () => {
    expect(new StatementNames().of('COMMIT', [])).toBeUndefined();
  });

  it('names no more texts than its capacity; the named ones keep their names', () => {
    const names = new StatementNames(2);
    const a = names.of('SELECT $1 AS a', [1]);
    const b = names.of('SELECT $1 AS b', [1]);
    expect(names.of('SELECT $1 AS c', [1])).toBeUndefined();
    expect([names.of('SELECT $1 AS a', [1]), names.of('SELECT $1 AS b', [1])]).toEqual([a, b]);
    expect(new Set([a, b]).size).toBe(2);
  });
});
