import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { installLeanAsyncBind } from './lean-async-bind';

describe('installLeanAsyncBind', () => {
  const original = AsyncResource.prototype.bind;
  afterAll(() => {
    AsyncResource.prototype.bind = original;
  });

  it('binds as Node does, without the deprecated asyncResource property', () => {
    const nodeAddsIt = 'asyncResource' in new AsyncResource('t').bind(() => undefined);
    expect(installLeanAsyncBind()).toBe(nodeAddsIt); // Node 20 does
    const store = new AsyncLocalStorage<string>();
    type Probe = (this: unknown, a: number, b: number) => { context?: string; self: unknown; sum: number };
    const fn: Probe = function (this: unknown, a: number, b: number) {
      return { context: store.getStore(), self: this, sum: a + b };
    };
    const bound = store.run('request-1', () => AsyncResource.bind(fn));
    // Typed as Node 20's @types (bind(fn) only), though Node takes thisArg as well.
    const bindWith = AsyncResource.prototype.bind as (fn: Probe, thisArg: unknown) => Probe;
    const withThis = store.run('request-2', () => bindWith.call(new AsyncResource('t'), fn, 'given'));

    // The context of the moment of binding, not of the call; the caller's `this` or the given one.
    const called = store.run('other', () => bound.call('caller', 1, 2));
    expect(called).toEqual({ context: 'request-1', self: 'caller', sum: 3 });
    expect(store.run('other', () => withThis.call('ignored', 2, 3))).toEqual({
      context: 'request-2',
      self: 'given',
      sum: 5,
    });
    expect(bound.length).toBe(2);
    expect(withThis.length).toBe(2);
    expect('asyncResource' in bound).toBe(false);
    // Node's own error for a non-function.
    expect(() => new AsyncResource('t').bind(42 as never)).toThrow(/"fn" argument must be of type function/);
  });
});
