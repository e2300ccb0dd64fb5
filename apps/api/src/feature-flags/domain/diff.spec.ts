import { diffSnapshots } from './diff';

describe('diffSnapshots', () => {
  it('is one add of the whole for a new flag', () => {
    expect(diffSnapshots(null, { a: 1 })).toEqual([{ op: 'add', path: '', value: { a: 1 } }]);
  });

  it('names every changed leaf by JSON Pointer with old and new value', () => {
    const before = { enabled: false, strategies: [{ rollout: 10, constraints: [] }], 'a/b': 1, gone: 'x' };
    const after = {
      enabled: true,
      strategies: [
        { rollout: 30, constraints: [] },
        { rollout: 5, constraints: [] },
      ],
      'a/b': 2,
    };
    expect(diffSnapshots(before, after)).toEqual([
      { op: 'remove', path: '/gone', from: 'x' },
      { op: 'replace', path: '/a~1b', value: 2, from: 1 },
      { op: 'replace', path: '/enabled', value: true, from: false },
      { op: 'replace', path: '/strategies/0/rollout', value: 30, from: 10 },
      { op: 'add', path: '/strategies/1', value: { rollout: 5, constraints: [] } },
    ]);
  });

  it('is empty for equal snapshots and notes shortened arrays', () => {
    expect(diffSnapshots({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(diffSnapshots({ a: [1, 2, 3] }, { a: [1] })).toEqual([
      { op: 'remove', path: '/a/2', from: 3 },
      { op: 'remove', path: '/a/1', from: 2 },
    ]);
  });
});
