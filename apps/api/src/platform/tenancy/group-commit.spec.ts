import { GroupCommit } from './group-commit';

/** A commit function whose calls the test answers by hand: `batches` records what each call got. */
function controlledCommit() {
  const batches: { key: string; items: string[] }[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const commit = (key: string, items: string[]) => {
    batches.push({ key, items: [...items] });
    return new Promise<string[]>((resolve, reject) => {
      pending.push({ resolve: () => resolve(items.map((i) => `${i}!`)), reject });
    });
  };
  return { batches, pending, commit };
}

/** Lets queued microtasks and promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes a lone item at once: no timer, nothing to wait for when idle', async () => {
    // Only one turn of the event loop (setImmediate) is allowed; timers never advance here, so a sleep or a
    // collection window would make this hang.
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const commit = jest.fn((_key: string, items: string[]) => Promise.resolve(items.map((i) => i + '!')));
      const group = new GroupCommit(commit);
      await expect(group.submit('t1', 'a')).resolves.toBe('a!');
      expect(commit).toHaveBeenCalledWith('t1', ['a']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('collects the items arriving while a batch is in flight into the next batch, in arrival order', async () => {
    const { batches, pending, commit } = controlledCommit();
    const group = new GroupCommit(commit);
    const first = group.submit('t1', 'a');
    await settle();
    expect(batches).toEqual([{ key: 't1', items: ['a'] }]);
    const rest = ['b', 'c', 'd'].map((item) => group.submit('t1', item));
    await settle();
    expect(batches).toHaveLength(1); // one batch of a key at a time
    const answered: string[] = [];
    void first.then((r) => answered.push(r));
    rest.forEach((p) => void p.then((r) => answered.push(r)));
    await settle();
    expect(answered).toEqual([]); // nobody answers before their commit
    pending[0]?.resolve();
    await settle();
    expect(answered).toEqual(['a!']);
    expect(batches[1]).toEqual({ key: 't1', items: ['b', 'c', 'd'] });
    pending[1]?.resolve();
    await expect(Promise.all(rest)).resolves.toEqual(['b!', 'c!', 'd!']);
  });

  it('joins items submitted in the same tick into one batch', async () => {
    const commit = jest.fn((_key: string, items: string[]) => Promise.resolve(items));
    const group = new GroupCommit(commit);
    await Promise.all(['a', 'b', 'c'].map((item) => group.submit('t1', item)));
    expect(commit.mock.calls).toEqual([['t1', ['a', 'b', 'c']]]);
  });

  it('never puts two keys into one batch, and does not make one key wait for another', async () => {
    const { batches, pending, commit } = controlledCommit();
    const group = new GroupCommit(commit);
    const a = group.submit('tenant-a', 'a1');
    const b = group.submit('tenant-b', 'b1');
    const a2 = group.submit('tenant-a', 'a2');
    await settle();
    expect(batches).toEqual([
      { key: 'tenant-a', items: ['a1', 'a2'] },
      { key: 'tenant-b', items: ['b1'] },
    ]);
    pending[1]?.resolve(); // tenant b first
    await expect(b).resolves.toBe('b1!');
    pending[0]?.resolve();
    await expect(Promise.all([a, a2])).resolves.toEqual(['a1!', 'a2!']);
  });

  it('takes at most maxBatchSize items per batch', async () => {
    const commit = jest.fn((_key: string, items: number[]) => Promise.resolve(items));
    const group = new GroupCommit(commit, { maxBatchSize: 2 });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => group.submit('t1', n)));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(commit.mock.calls.map(([, items]) => items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('writes each item of a failed batch alone: only the bad one fails', async () => {
    const commit = jest.fn((_key: string, items: string[]) =>
      items.includes('bad') ? Promise.reject(new Error('constraint')) : Promise.resolve(items),
    );
    const group = new GroupCommit(commit);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((item) => group.submit('t1', item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('constraint') },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(commit.mock.calls.map(([, items]) => items)).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('fails every item when the commit answers the wrong number of results', async () => {
    const group = new GroupCommit((_key: string, _items: string[]) => Promise.resolve([] as string[]));
    await expect(group.submit('t1', 'a')).rejects.toThrow('one result per item');
  });

  it('on close, writes what is queued and in flight before it answers, then writes each item alone', async () => {
    const { batches, pending, commit } = controlledCommit();
    const group = new GroupCommit(commit);
    const first = group.submit('t1', 'a');
    await settle();
    const queued = group.submit('t1', 'b');
    let closed = false;
    const closing = group.close().then(() => (closed = true));
    await settle();
    expect(closed).toBe(false);
    pending[0]?.resolve();
    await settle();
    expect(closed).toBe(false); // 'b' is still being written
    pending[1]?.resolve();
    await closing;
    await expect(Promise.all([first, queued])).resolves.toEqual(['a!', 'b!']);
    const late = group.submit('t1', 'c');
    expect(batches.at(-1)).toEqual({ key: 't1', items: ['c'] }); // at once, not queued
    pending[2]?.resolve();
    await expect(late).resolves.toBe('c!');
  });
});
